import { Flex, Spin } from 'antd';

/** The one loading indicator for a page or a lazily loaded route. */
export function PageSpinner() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin size="large" aria-label="Loading" />
    </Flex>
  );
}
