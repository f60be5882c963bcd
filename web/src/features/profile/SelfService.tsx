/**
 * What a person changes on their own profile (loaded after the page's first paint): the picture (cut square and
 * previewed before it is saved), their personal details (SPEC §5 messages; links checked against their site by the
 * server too), and a change request to HR for what they may not change themself (payment account, national ID).
 */
import { useEffect, useState } from 'react';
import { Button, Flex, Form, Input, List } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { FIELD_LIMITS } from '../../generated/fieldLimits';
import type { ProfileChangeField } from '../../generated/graphql';
import { AVATAR_SIZES, Avatar } from '../../shared/Avatar';
import { Select } from '../../shared/deferred';
import { formatDate } from '../../shared/format';
import { rules } from '../../shared/formRules';
import { notifySuccess, showError } from '../../shared/notify';
import { PageForm } from '../../shared/PageForm';
import { PhoneInput } from '../../shared/PhoneInput';
import { Text } from '../../shared/Text';
import { UploadButton } from '../../shared/UploadButton';
import { CHANGE_FIELD_LABELS, ChangeStatusTag } from './changeLabels';
import {
  useProfileChangeRequestsQuery,
  useRemoveAvatarMutation,
  useRequestProfileChangeMutation,
  useUpdateProfileMutation,
  useUploadAvatarMutation,
  type ProfileDetailsFragment,
} from './profile.generated';
import { squareImage } from './squareImage';

const LIMITS = FIELD_LIMITS['PATCH /employees/{id}/profile'];
const REQUEST_LIMITS = FIELD_LIMITS['POST /profile_change_requests'];
const PICTURE_TYPES = ['.png', '.jpg', '.jpeg'] as const;
// Profile answers carry no id, so the cache cannot merge them: the page's profile is asked again.
const REFRESH = { refetchQueries: ['Profile'] };

/** The picture: pick, see it at every avatar size, then save (or keep the old one). */
export function AvatarEditor({ profile }: { profile: ProfileDetailsFragment }) {
  const [upload, { loading: uploading }] = useUploadAvatarMutation(REFRESH);
  const [remove, { loading: removing }] = useRemoveAvatarMutation(REFRESH);
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);
  const employeeId = profile.employeeId;

  const pick = async (file: File) => {
    const square = await squareImage(file);
    setPicked({ file: square, url: URL.createObjectURL(square) });
  };
  const save = (file: File) =>
    void upload({ variables: { employeeId, file } })
      .then(() => {
        setPicked(null);
        notifySuccess('Picture saved');
      })
      .catch((error: unknown) => showError(error, 'Failed to save the picture'));

  return (
    <Flex vertical gap={12}>
      {picked && (
        <Flex gap={12} align="end" wrap aria-label="Picture preview" role="group">
          {AVATAR_SIZES.map((size) => (
            <Avatar key={size} name={profile.name} size={size} src={picked.url} />
          ))}
        </Flex>
      )}
      <Flex gap={8} wrap>
        <UploadButton accept={PICTURE_TYPES} onFile={(file) => void pick(file)}>
          <Button icon={<UploadOutlined />}>{picked ? 'Choose another picture' : 'Choose picture'}</Button>
        </UploadButton>
        {picked && (
          <>
            <Button type="primary" loading={uploading} onClick={() => save(picked.file)}>
              Save picture
            </Button>
            <Button onClick={() => setPicked(null)}>Cancel</Button>
          </>
        )}
        {!picked && profile.avatar && (
          <Button
            icon={<DeleteOutlined />}
            loading={removing}
            onClick={() =>
              void remove({ variables: { employeeId } })
                .then(() => notifySuccess('Picture removed'))
                .catch((error: unknown) => showError(error, 'Failed to remove the picture'))
            }
          >
            Remove picture
          </Button>
        )}
      </Flex>
      <Text type="secondary">PNG or JPEG; cut to a square. Without a picture your initials show.</Text>
    </Flex>
  );
}

interface DetailValues {
  phone: string;
  emergencyContactName: string;
  emergencyContactNumber: string;
  address: string;
  bio: string;
  timezone: string;
  facebook: string;
  twitter: string;
  linkedin: string;
  github: string;
}

const LINKS = [
  ['facebook', 'Facebook', 'https://facebook.com/…'],
  ['twitter', 'Twitter', 'https://x.com/…'],
  ['linkedin', 'LinkedIn', 'https://linkedin.com/in/…'],
  ['github', 'GitHub', 'https://github.com/…'],
] as const;

/** The IANA zones this browser knows, for the picker (the server checks the name again). */
const ZONES = (() => {
  try {
    return Intl.supportedValuesOf('timeZone').map((z) => ({ value: z, label: z.replace(/_/g, ' ') }));
  } catch {
    return [];
  }
})();

const blankToNull = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/** The person's own personal details. */
export function PersonalDetailsForm({ profile }: { profile: ProfileDetailsFragment }) {
  // The person's time zone is the one the app shows them times in (shared/viewerZone).
  const [update] = useUpdateProfileMutation({ refetchQueries: ['Profile', 'ViewerTimeZone'] });
  return (
    <PageForm<DetailValues>
      name="personal-details"
      initialValues={{
        phone: profile.phone ?? '',
        emergencyContactName: profile.emergencyContactName ?? '',
        emergencyContactNumber: profile.emergencyContactNumber ?? '',
        address: profile.address ?? '',
        bio: profile.bio ?? '',
        timezone: profile.timezone ?? undefined,
        facebook: profile.socialLinks.facebook ?? '',
        twitter: profile.socialLinks.twitter ?? '',
        linkedin: profile.socialLinks.linkedin ?? '',
        github: profile.socialLinks.github ?? '',
      }}
      save={(v) =>
        update({
          variables: {
            employeeId: profile.employeeId,
            input: Object.fromEntries(Object.entries(v).map(([k, value]) => [k, blankToNull(value as string | undefined)])),
          },
        })
      }
      success="Personal details saved"
      failure="Failed to save your personal details"
      submitText="Save details"
    >
      <Flex gap={16} wrap>
        <Form.Item name="phone" label="Phone number" rules={[rules.phone()]} style={{ minWidth: 260, flex: 1 }}>
          <PhoneInput autoComplete="tel" />
        </Form.Item>
        <Form.Item name="timezone" label="Time zone" style={{ minWidth: 260, flex: 1 }}>
          <Select showSearch allowClear options={ZONES} placeholder="Choose a time zone" aria-label="Time zone" />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          name="emergencyContactName"
          label="Emergency contact"
          rules={[rules.maxLength('Emergency contact', LIMITS.emergency_contact_name.max)]}
          style={{ minWidth: 260, flex: 1 }}
        >
          <Input />
        </Form.Item>
        <Form.Item name="emergencyContactNumber" label="Emergency number" rules={[rules.phone()]} style={{ minWidth: 260, flex: 1 }}>
          <PhoneInput />
        </Form.Item>
      </Flex>
      <Form.Item name="address" label="Address" rules={[rules.maxLength('Address', LIMITS.address.max)]}>
        <Input autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="bio" label="Bio" rules={[rules.maxLength('Bio', LIMITS.bio.max)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Flex gap={16} wrap>
        {LINKS.map(([name, label, placeholder]) => (
          <Form.Item key={name} name={name} label={label} rules={[rules.url(), rules.maxLength(label, LIMITS[name].max)]} style={{ minWidth: 260, flex: 1 }}>
            <Input placeholder={placeholder} inputMode="url" />
          </Form.Item>
        ))}
      </Flex>
    </PageForm>
  );
}

interface ChangeValues {
  field: ProfileChangeField;
  newValue: string;
  reason?: string;
}

/** Asking HR to change the payment account or national ID, and the person's requests so far. */
export function ChangeRequestForm() {
  const [request] = useRequestProfileChangeMutation({ refetchQueries: ['ProfileChangeRequests'] });
  const { data } = useProfileChangeRequestsQuery({ variables: { limit: 5, sortBy: 'createdAt', sortDir: 'DESC' } });
  const mine = data?.profileChangeRequests.items ?? [];
  return (
    <Flex vertical gap={16}>
      <Text type="secondary">HR checks these changes before they apply.</Text>
      <PageForm<ChangeValues>
        name="change-request"
        save={({ field, newValue, reason }) => request({ variables: { input: { field, newValue: newValue.trim(), reason: blankToNull(reason) } } })}
        success="Change request sent to HR"
        failure="Failed to send the change request"
        reset
        submitText="Request change"
      >
        <Flex gap={16} wrap>
          <Form.Item name="field" label="Change" rules={[rules.requiredSelect('Change')]} style={{ minWidth: 220 }}>
            <Select
              aria-label="Change"
              placeholder="Choose"
              options={(Object.keys(CHANGE_FIELD_LABELS) as ProfileChangeField[]).map((value) => ({ value, label: CHANGE_FIELD_LABELS[value] }))}
            />
          </Form.Item>
          <Form.Item
            name="newValue"
            label="New value"
            rules={[rules.required('New value'), rules.maxLength('New value', REQUEST_LIMITS.new_value.max)]}
            style={{ minWidth: 260, flex: 1 }}
          >
            <Input />
          </Form.Item>
        </Flex>
        <Form.Item name="reason" label="Reason" rules={[rules.maxLength('Reason', REQUEST_LIMITS.reason.max)]}>
          <Input />
        </Form.Item>
      </PageForm>
      {mine.length > 0 && (
        <List
          size="small"
          header={<Text strong>My requests</Text>}
          dataSource={mine}
          renderItem={(r) => (
            <List.Item>
              <Flex gap={12} wrap align="center">
                <ChangeStatusTag status={r.status} />
                <span>{CHANGE_FIELD_LABELS[r.field]}</span>
                <Text type="secondary">{formatDate(r.createdAt)}</Text>
                {r.hrComment && <Text type="secondary">{r.hrComment}</Text>}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
