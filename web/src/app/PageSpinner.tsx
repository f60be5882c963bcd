import { Flex, Spin } from 'antd';

/** The one loading indicator for a page or a lazily loaded route. */
export function PageSpinner() {
  return (
    <Flex role="status" aria-label="Loading" justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin size="large" />
    </Flex>
  );
}
