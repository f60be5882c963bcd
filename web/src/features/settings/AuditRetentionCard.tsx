/**
 * How long the company's audit trail keeps its entries (admins, where the upstream keeps a trail): for ever, or 1 to
 * 10 years; the upstream deletes older entries daily and notes in the trail how many went.
 */
import { Card, Form } from 'antd';
import { Select } from '../../shared/deferred';
import { PageForm } from '../../shared/PageForm';
import { SectionTitle } from '../../shared/PageTitle';
import { Paragraph, Text } from '../../shared/Text';
import { useUpdateCompanySettingsMutation, type CompanySettingsFieldsFragment } from './settings.generated';

/** "For ever" in the select: antd's Select does not hold null as a chosen value. */
const FOREVER = 0;
const YEARS = [1, 2, 3, 5, 7, 10];

export const retentionLabel = (months: number) =>
  months === FOREVER ? 'For ever' : months % 12 === 0 ? `${months / 12} ${months === 12 ? 'year' : 'years'}` : `${months} months`;

/** The choices, with a stored value the list lacks (set through the API) kept as it is. */
export function retentionOptions(stored: number | null | undefined) {
  const months = [FOREVER, ...YEARS.map((y) => y * 12)];
  if (stored && !months.includes(stored)) months.push(stored);
  // FOREVER (0) sorts first.
  return months.sort((a, b) => a - b).map((m) => ({ value: m, label: retentionLabel(m) }));
}

interface Values {
  months: number;
}

export function AuditRetentionCard({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const [update] = useUpdateCompanySettingsMutation();
  return (
    <Card type="inner" title={<SectionTitle>Audit trail</SectionTitle>}>
      <Paragraph>
        <Text type="secondary">Entries older than this are deleted every day; the trail records how many went.</Text>
      </Paragraph>
      <PageForm<Values>
        name="auditRetention"
        initialValues={{ months: settings.auditRetentionMonths ?? FOREVER }}
        save={({ months }) => update({ variables: { input: { auditRetentionMonths: months === FOREVER ? null : months } } })}
        success="Audit trail retention saved"
        failure="Failed to save the audit trail retention"
        submitText="Save retention"
      >
        <Form.Item name="months" label="Keep audit entries for">
          <Select options={retentionOptions(settings.auditRetentionMonths)} style={{ maxWidth: 240 }} />
        </Form.Item>
      </PageForm>
    </Card>
  );
}
