/** `/main/forbidden`: where a FORBIDDEN answer from the gateway lands. */
import { useNavigate } from 'react-router-dom';
import { Button, Result } from 'antd';
import { PageTitle } from '../../shared/PageTitle';
import { href } from '../../shared/paths';

export default function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<PageTitle>Forbidden</PageTitle>}
      subTitle="You don't have permission to access this resource"
      extra={
        <Button type="primary" onClick={() => navigate(href('home'))}>
          Back to home
        </Button>
      }
    />
  );
}
