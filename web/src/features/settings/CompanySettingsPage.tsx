/**
 * `/main/companySettings` (admins): the company's name, copyright line, logo and theme colours (everyone in the company
 * sees them; a colour a user picks in the header still wins for that user), and the Jira connection, whose API token
 * is write-only: the page only learns whether one is stored; below it, everyone's sync of work logs with Jira, and how long
 * the audit trail keeps its entries. Saving refreshes the shell's branding at once.
 */
import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Skeleton } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { FIELD_LIMITS } from '../../generated/fieldLimits';
import { PageForm } from '../../shared/PageForm';
import { PageTitle, SectionTitle } from '../../shared/PageTitle';
import { Paragraph, Text } from '../../shared/Text';
import { rules } from '../../shared/formRules';
import { useFailureToast } from '../../shared/feedback';
import { notifyError, notifySuccess, showError } from '../../shared/notify';
import { DEFAULT_THEME } from '../../shared/theme';
import { UploadButton } from '../../shared/UploadButton';
import { useCapabilities } from '../../shared/capabilities';
import { deferredPart, emptyBlock } from '../../shared/deferred';
import { AuditRetentionCard } from './AuditRetentionCard';
import {
  useCompanySettingsQuery,
  useRemoveCompanyLogoMutation,
  useTestJiraConnectionMutation,
  useUpdateCompanySettingsMutation,
  useUploadCompanyLogoMutation,
  type CompanySettingsFieldsFragment,
} from './settings.generated';

// Everyone's sync with Jira (admins, where the upstream syncs) loads after the first paint.
const SyncStatusCard = deferredPart(() => import('../worklogs/SyncStatusCard'), 'SyncStatusCard', emptyBlock(120));

const LIMITS = FIELD_LIMITS['PUT /company/settings'];
// The answers carry no id, so the cache cannot merge them: the shell's branding and this page's settings are asked again.
const REFRESH = { refetchQueries: ['CompanyBranding', 'CompanySettings'] };
const LOGO_TYPES = ['.png', '.jpg', '.jpeg'] as const;

interface BrandValues {
  name: string;
  copyright: string;
  primaryColor: string;
  secondaryColor: string;
}
interface JiraValues {
  jiraUrl: string;
  jiraUsername: string;
  jiraToken?: string;
}

function BrandCard({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const [update] = useUpdateCompanySettingsMutation(REFRESH);
  const [upload, { loading: uploading }] = useUploadCompanyLogoMutation(REFRESH);
  const [remove, { loading: removing }] = useRemoveCompanyLogoMutation(REFRESH);
  return (
    <Card type="inner" title={<SectionTitle>Company</SectionTitle>}>
      <Flex vertical gap={16}>
        <Flex gap={16} align="center" wrap>
          {settings.logo ? (
            <img src={settings.logo} alt="Company logo" style={{ maxHeight: 64, maxWidth: 200, objectFit: 'contain' }} />
          ) : (
            <Text type="secondary">No logo yet</Text>
          )}
          <UploadButton
            accept={LOGO_TYPES}
            onFile={(file) =>
              void upload({ variables: { file } })
                .then(() => notifySuccess('Logo saved'))
                .catch((error: unknown) => showError(error, 'Failed to save the logo'))
            }
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              Upload logo
            </Button>
          </UploadButton>
          {settings.logo && (
            <Button
              icon={<DeleteOutlined />}
              loading={removing}
              onClick={() =>
                void remove()
                  .then(() => notifySuccess('Logo removed'))
                  .catch((error: unknown) => showError(error, 'Failed to remove the logo'))
              }
            >
              Remove logo
            </Button>
          )}
        </Flex>
        <Text type="secondary">PNG or JPEG, at most 512 KB. Shown in the menu for everyone in the company.</Text>
        <PageForm<BrandValues>
          name="company"
          initialValues={{
            name: settings.name,
            copyright: settings.copyright,
            primaryColor: settings.primaryColor ?? DEFAULT_THEME.primary,
            secondaryColor: settings.secondaryColor ?? DEFAULT_THEME.secondary,
          }}
          save={(input) => update({ variables: { input } })}
          success="Company settings saved"
          failure="Failed to save the company settings"
          submitText="Save"
        >
          <Form.Item name="name" label="Company name" rules={[rules.required('Company name'), rules.maxLength('Company name', LIMITS.name.max)]}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item
            name="copyright"
            label="Copyright line"
            rules={[rules.required('Copyright line'), rules.maxLength('Copyright line', LIMITS.copyright.max)]}
          >
            <Input />
          </Form.Item>
          <Flex gap={24} wrap>
            <Form.Item name="primaryColor" label="Company primary colour">
              <Input type="color" style={{ width: 80, padding: 2 }} />
            </Form.Item>
            <Form.Item name="secondaryColor" label="Company secondary colour">
              <Input type="color" style={{ width: 80, padding: 2 }} />
            </Form.Item>
          </Flex>
        </PageForm>
      </Flex>
    </Card>
  );
}

function JiraCard({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const [update] = useUpdateCompanySettingsMutation();
  const [test, { loading: testing }] = useTestJiraConnectionMutation();
  const [form] = Form.useForm<JiraValues>();
  const [tokenSet, setTokenSet] = useState(settings.jiraTokenSet);
  return (
    <Card type="inner" title={<SectionTitle>Task tracker (Jira)</SectionTitle>}>
      <Paragraph>
        <Text type="secondary">The API token is stored encrypted and never shown again; leave it blank to keep the stored one.</Text>
      </Paragraph>
      <PageForm<JiraValues, boolean | undefined>
        form={form}
        name="jira"
        initialValues={{ jiraUrl: settings.jiraUrl ?? '', jiraUsername: settings.jiraUsername ?? '', jiraToken: '' }}
        save={async ({ jiraUrl, jiraUsername, jiraToken }) =>
          (await update({ variables: { input: { jiraUrl: jiraUrl || null, jiraUsername: jiraUsername || null, jiraToken } } })).data?.updateCompanySettings
            .jiraTokenSet
        }
        success="Jira connection saved"
        failure="Failed to save the Jira connection"
        onSaved={(stored) => {
          setTokenSet(stored ?? tokenSet);
          form.setFieldValue('jiraToken', '');
        }}
        submitText="Save connection"
        footer={(submit) => (
          <Flex gap={8} wrap>
            {submit}
            <Button
              loading={testing}
              disabled={!tokenSet}
              onClick={() =>
                void test()
                  .then(({ data }) => {
                    const outcome = data?.testJiraConnection;
                    if (outcome?.ok) notifySuccess(outcome.message);
                    else notifyError(outcome?.message ?? 'Failed to test the connection');
                  })
                  .catch((error: unknown) => showError(error, 'Failed to test the connection'))
              }
            >
              Test connection
            </Button>
          </Flex>
        )}
      >
        <Form.Item name="jiraUrl" label="Jira URL" rules={[rules.url(), rules.maxLength('Jira URL', LIMITS.jira_url.max)]}>
          <Input placeholder="https://example.atlassian.net" inputMode="url" />
        </Form.Item>
        <Form.Item name="jiraUsername" label="Jira username" rules={[rules.maxLength('Jira username', LIMITS.jira_username.max)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="jiraToken" label="Jira API token" extra={tokenSet ? 'A token is stored' : 'No token stored'}>
          <Input.Password autoComplete="new-password" placeholder={tokenSet ? 'Type a new token to replace the stored one' : undefined} />
        </Form.Item>
      </PageForm>
    </Card>
  );
}

export default function CompanySettingsPage() {
  const { data, error } = useCompanySettingsQuery({ fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load the company settings');
  const settings = data?.companySettings;
  const { worklogSync, auditLog } = useCapabilities();
  return (
    <Card title={<PageTitle>Company settings</PageTitle>}>
      {settings ? (
        <Flex vertical gap={24}>
          <BrandCard settings={settings} />
          <JiraCard settings={settings} />
          {auditLog && <AuditRetentionCard settings={settings} />}
          {worklogSync && <SyncStatusCard />}
        </Flex>
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
