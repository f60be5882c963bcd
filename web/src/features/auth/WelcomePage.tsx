/** Public welcome page (`/`): what the product is, and the way in. */
import { Link } from 'react-router-dom';
import { Button, Card, Flex, Typography } from 'antd';
import { LoginOutlined } from '@ant-design/icons';

export function WelcomePage() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Card style={{ maxWidth: 560, width: '100%' }}>
        <Typography.Title level={2}>HR Workforce</Typography.Title>
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
