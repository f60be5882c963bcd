/** `/main/forbidden`: where a FORBIDDEN answer from the gateway lands. */
import { useNavigate } from 'react-router-dom';
import { Button, Result } from 'antd';

export default function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="Forbidden"
      subTitle="You don't have permission to access this resource"
      extra={
        <Button type="primary" onClick={() => navigate('/main/home')}>
          Back to home
        </Button>
      }
    />
  );
}
