/** Public welcome page (`/`): what the product is, and the way in. */
import { Link } from 'react-router-dom';
import { Button, Flex } from 'antd';
import { LoginOutlined, ShopOutlined } from '@ant-design/icons';
import { PublicPanel } from '../../shared/PublicPanel';
import { PageTitle } from '../../shared/PageTitle';
import { Paragraph } from '../../shared/Text';

export function WelcomePage() {
  return (
    <PublicPanel maxWidth={560}>
      <PageTitle>HR Workforce</PageTitle>
      <Paragraph>Attendance, actions, leave, attritions, recruitment, headcount and manager shuffles for your whole company, in one place.</Paragraph>
      <Flex gap="middle" wrap>
        <Link to="/login">
          <Button type="primary" size="large" icon={<LoginOutlined />}>
            Sign in
          </Button>
        </Link>
        <Link to="/register">
          <Button size="large" icon={<ShopOutlined />}>
            Register your company
          </Button>
        </Link>
      </Flex>
    </PublicPanel>
  );
}
