/** Public welcome page (`/`): what the product is, and the way in. */
import { Link } from 'react-router';
import { Button, Card, Flex, Typography } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { PageTitle } from '../../shared/PageTitle';

export function WelcomePage() {
  return (
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Card style={{ maxWidth: 560, width: '100%' }}>
        <PageTitle>HR Workforce</PageTitle>
        <Typography.Paragraph>
          Attendance, actions, leave, attritions, recruitment, headcount and manager shuffles for your whole company, in
          one place.
        </Typography.Paragraph>
        <Link to="/login">
          <Button type="primary" size="large" icon={<LoginOutlined />}>
            Sign in
          </Button>
        </Link>
      </Card>
    </Flex>
  );
}
