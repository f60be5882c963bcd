/**
 * The leave request form of /addLeaveRequest (for someone else), /leaves/new and My leaves' "New leave" dialog (one's
 * own) and /updateLeaveRequest/:id.
 * Client rules before sending (leaveRules.ts): end not before start and no weekend days block the form; more than 3
 * days shows a warning and asks for a confirmation, as do short notice and annual leave without 2 weeks' notice; the
 * chosen type's window and longest request (its own rules) block the form with the server's words. The sick note
 * goes with the mutation as an Upload, with progress shown. Errors: on BAD_USER_INPUT (a 422) the server messages
 * joined, otherwise "An error occurred while adding the leave request.".
 * Next to the form: the applicant's balances this year (refetched when the employee changes), and a warning under the
 * form when the chosen type's balance is below the requested days (filing is allowed; approving needs the balance).
 */
import { useState } from 'react';
import { Alert, Flex, Form, Input, Radio, Space, type UploadFile } from 'antd';
import { useCapabilities } from '../../shared/capabilities';
import { choicesOf, requestUnit, type UnitChoice } from './units';
import type { LeaveWarning } from '../../generated/graphql';
import { confirmDialog } from '../../shared/confirm';
import { deferredPart, Progress, Select } from '../../shared/deferred';
import { PersonPicker } from '../../shared/PersonPicker';
import { FileField, pickedFile } from '../../shared/FileField';
import dayjs, { type Dayjs } from 'dayjs';
import {
  useCreateLeaveRequestMutation,
  useLeaveBalancesQuery,
  useLeaveFormHolidaysQuery,
  useLeaveTypesQuery,
  useUpdateLeaveRequestMutation,
  type LeaveRequestDetailFragment,
} from './leave.generated';
import { uploadContext } from '../../shared/uploadFetch';
import { WeekdayPicker } from '../../shared/WeekdayPicker';
import { errorMessage, graphqlErrors, hasCode } from '../../shared/errors';
import { DOCUMENT_TYPES, rules } from '../../shared/formRules';
import { toIsoDate } from '../../shared/format';
import { notifyError } from '../../shared/notify';
import { PageForm } from '../../shared/PageForm';
import { LeaveBalancesCard } from './LeaveBalancesCard';
import {
  balanceWarning,
  leaveCost,
  onHoliday,
  consecutiveConfirmation,
  LEAVE_MESSAGES,
  noticeConfirmations,
  periodError,
  periodWarning,
  typeRuleError,
  type NoticeConfirmation,
} from './leaveRules';
import { useFailureToast } from '../../shared/feedback';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

// The start and end time pickers show for leave in hours only: they load when first shown.
const TimeRangeFields = deferredPart(() => import('../../shared/TimeField'), 'TimeRangeFields');

export type LeaveFormMode = 'add' | 'own' | 'update';

interface Values {
  employeeId?: string;
  leaveTypeId: string;
  startDate: Dayjs;
  endDate: Dayjs;
  notes?: string;
  sickNote?: UploadFile[];
  /** Leave units (decision 0205): full days (a date range), a half day or hours of one date. */
  unitChoice?: UnitChoice;
  half?: 'morning' | 'evening';
  startTime?: string;
  endTime?: string;
}

const CHOICE_LABELS: Record<UnitChoice, string> = { full: 'Full day', half: 'Half day', hours: 'Hours' };

/** The form's unit fields of a stored request (update mode). */
function unitValuesOf(initial: LeaveRequestDetailFragment): Partial<Values> {
  if (initial.unit === 'HOURS') return { unitChoice: 'hours', startTime: initial.startTime ?? undefined, endTime: initial.endTime ?? undefined };
  if (initial.unit === 'HALF_DAY_MORNING' || initial.unit === 'HALF_DAY_EVENING') {
    return { unitChoice: 'half', half: initial.unit === 'HALF_DAY_EVENING' ? 'evening' : 'morning' };
  }
  return { unitChoice: 'full' };
}

const minutesOf = (t: string | undefined) => (t ? Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5)) : NaN);

interface Props {
  mode: LeaveFormMode;
  initial?: LeaveRequestDetailFragment;
  /** Update mode: whether the employee may be changed (only for people who file for others). */
  employeeEditable?: boolean;
  onDone(leave: LeaveRequestDetailFragment): void;
}

export function LeaveRequestForm({ mode, initial, employeeEditable = true, onDone }: Props) {
  const [form] = Form.useForm<Values>();
  const [progress, setProgress] = useState<number | null>(null);
  const types = useLeaveTypesQuery();
  const [create] = useCreateLeaveRequestMutation();
  const [update] = useUpdateLeaveRequestMutation();
  const capabilities = useCapabilities();
  const leaveTypeId = Form.useWatch('leaveTypeId', form);
  // The unit picker shows only where the type allows more than full days and the upstream keeps units.
  const choices: UnitChoice[] = capabilities.leaveUnits ? choicesOf(types.data?.leaveTypes.items.find((t) => t.id === leaveTypeId)?.unit) : ['full'];
  const watchedChoice = Form.useWatch('unitChoice', form);
  const choice: UnitChoice = watchedChoice && choices.includes(watchedChoice) ? watchedChoice : 'full';
  const oneDay = choice !== 'full';
  const start = Form.useWatch('startDate', form);
  const watchedEnd = Form.useWatch('endDate', form);
  const end = oneDay ? start : watchedEnd;
  const [startTime, endTime] = [Form.useWatch('startTime', form), Form.useWatch('endTime', form)];
  const warning = periodWarning(start, end);
  const chosenEmployee = Form.useWatch('employeeId', form) ?? initial?.employeeId;
  const balanceEmployee = mode === 'own' ? null : chosenEmployee;
  const balances = useLeaveBalancesQuery({
    variables: { employeeId: balanceEmployee ?? null },
    skip: mode !== 'own' && !balanceEmployee,
    fetchPolicy: 'cache-and-network',
    context: { quietForbidden: true },
  });
  const balancesHidden = graphqlErrors(balances.error).some((e) => e.code === 'FORBIDDEN');
  useFailureToast(balancesHidden ? null : balances.error, 'load leave balances');
  const hoursPerDay = balances.data?.leaveBalances.find((b) => b.leaveTypeId === leaveTypeId)?.hoursPerDay ?? 8;
  // An estimate for the warning only (the server's answer is what counts): without the holidays, weekdays.
  const holidays = useLeaveFormHolidaysQuery({ variables: { year: start?.year() }, skip: !start });
  const offDays = holidays.data?.holidays.items ?? [];
  const part = choice === 'half' ? 0.5 : choice === 'hours' ? (minutesOf(endTime) - minutesOf(startTime)) / 60 / hoursPerDay || undefined : undefined;
  const takes =
    !start || !end ? undefined : choice === 'full' ? leaveCost(start, end, offDays) : part === undefined ? undefined : onHoliday(start, offDays) ? 0 : part;
  const shortBalance = balancesHidden ? null : balanceWarning(balances.data?.leaveBalances, leaveTypeId, start, end, undefined, takes);

  const typeOptions = (types.data?.leaveTypes.items ?? []).map((t) => ({ value: t.id, label: t.leaveName }));
  const typeOf = (id: string | undefined) => types.data?.leaveTypes.items.find((t) => t.id === id);

  const confirm = ({ title, content }: NoticeConfirmation) =>
    new Promise<boolean>((resolve) => confirmDialog({ title, content, okText: 'Submit anyway', onOk: () => resolve(true), onCancel: () => resolve(false) }));

  const updating = mode === 'update' && initial;

  /** The write, after the notice questions; null when one was answered "no" (nothing sent, no toast). */
  const save = async (form: Values): Promise<LeaveRequestDetailFragment | null> => {
    const values = oneDay ? { ...form, endDate: form.startDate } : form;
    const typeName = typeOptions.find((t) => t.value === values.leaveTypeId)?.label;
    // What the user overrides goes with the request, so the reviewer sees who confirmed what and when.
    const overrides: LeaveWarning[] = [];
    if (mode !== 'update' || values.startDate.format() !== dayjs(initial?.startDate).format()) {
      for (const question of noticeConfirmations(values.startDate, values.endDate, typeName)) {
        if (!(await confirm(question))) return null;
        overrides.push(question.warning);
      }
    }
    const consecutive = consecutiveConfirmation(values.startDate, values.endDate);
    if (consecutive && !(await confirm(consecutive))) return null;
    if (consecutive) overrides.push(consecutive.warning);
    const file = pickedFile(values.sickNote);
    const input = {
      ...(mode === 'own' ? {} : { employeeId: values.employeeId }),
      leaveTypeId: values.leaveTypeId,
      startDate: toIsoDate(values.startDate)!,
      endDate: toIsoDate(values.endDate)!,
      notes: values.notes ?? '',
      // Sent whenever the upstream keeps units, so an edit back to full days says so; never to one without them.
      ...(capabilities.leaveUnits ? { unit: requestUnit(choice, values.half) } : {}),
      ...(choice === 'hours' ? { startTime: values.startTime, endTime: values.endTime } : {}),
      ...(overrides.length ? { overrides } : {}),
    };
    const context = file ? uploadContext((percent) => setProgress(percent)) : undefined;
    setProgress(file ? 0 : null);
    try {
      return updating
        ? (await update({ variables: { id: initial.id, input, sickNote: file }, context })).data!.updateLeaveRequest
        : (await create({ variables: { input, sickNote: file }, context })).data!.createLeaveRequest;
    } finally {
      setProgress(null);
    }
  };

  /** A refused request shows the server's words as a toast only (BAD_USER_INPUT), else the fixed failure. */
  const refused = (error: unknown) => {
    const fallback = mode === 'update' ? LEAVE_MESSAGES.updateFailed : LEAVE_MESSAGES.addFailed;
    notifyError(hasCode(error, 'BAD_USER_INPUT') ? errorMessage(error) || fallback : fallback);
    return true;
  };

  const periodRule = {
    validator: async () => {
      const [from, to] = [form.getFieldValue('startDate'), form.getFieldValue('endDate')];
      const problem = periodError(from, to) ?? typeRuleError(typeOf(form.getFieldValue('leaveTypeId')), from, to);
      if (problem) throw new Error(problem);
    },
  };

  return (
    <Flex gap="large" wrap align="flex-start">
      <PageForm<Values, LeaveRequestDetailFragment | null>
        form={form}
        save={save}
        success={(leave) => (leave ? (updating ? 'Leave request updated' : 'Leave request added') : null)}
        failure={mode === 'update' ? LEAVE_MESSAGES.updateFailed : LEAVE_MESSAGES.addFailed}
        onError={refused}
        onSaved={(leave) => {
          if (leave) onDone(leave);
        }}
        submitText={mode === 'update' ? 'Save changes' : 'Submit'}
        footer={(submit) => (
          <>
            {submit}
            {shortBalance && <Alert type="warning" showIcon title={shortBalance} style={{ marginTop: 16 }} />}
          </>
        )}
        style={{ flex: '1 1 360px', maxWidth: 560 }}
        initialValues={
          initial
            ? {
                employeeId: initial.employeeId,
                leaveTypeId: initial.leaveTypeId,
                startDate: dayjs(initial.startDate),
                endDate: dayjs(initial.endDate),
                notes: initial.notes ?? '',
                ...unitValuesOf(initial),
              }
            : { unitChoice: 'full', half: 'morning' }
        }
      >
        {mode !== 'own' && (
          <Form.Item name="employeeId" label="Employee" rules={[rules.requiredSelect('Employee')]}>
            <PersonPicker
              purpose="LEAVE_FILING"
              current={initial ? { id: initial.employeeId, name: initial.employee?.name } : null}
              disabled={!employeeEditable}
              aria-label="Employee"
            />
          </Form.Item>
        )}
        <Form.Item name="leaveTypeId" label="Leave type" rules={[rules.requiredSelect('Leave type')]}>
          <Select options={typeOptions} loading={types.loading} placeholder="Choose a leave type" aria-label="Leave type" />
        </Form.Item>
        {choices.length > 1 && (
          <Form.Item name="unitChoice" label="Unit">
            <Radio.Group optionType="button" aria-label="Unit" options={choices.map((value) => ({ value, label: CHOICE_LABELS[value] }))} />
          </Form.Item>
        )}
        <Space size="large" wrap>
          <Form.Item name="startDate" label={oneDay ? 'Date' : 'Start date'} rules={[rules.requiredSelect(oneDay ? 'Date' : 'Start date')]}>
            <WeekdayPicker name="startDate" refusal={LEAVE_MESSAGES.weekend} aria-label={oneDay ? 'Date' : 'Start date'} />
          </Form.Item>
          {!oneDay && (
            <Form.Item name="endDate" label="End date" dependencies={['startDate', 'leaveTypeId']} rules={[rules.requiredSelect('End date'), periodRule]}>
              <WeekdayPicker name="endDate" refusal={LEAVE_MESSAGES.weekend} aria-label="End date" />
            </Form.Item>
          )}
          {choice === 'half' && (
            <Form.Item name="half" label="Half">
              <Radio.Group
                aria-label="Half"
                options={[
                  { value: 'morning', label: 'Morning' },
                  { value: 'evening', label: 'Evening' },
                ]}
              />
            </Form.Item>
          )}
        </Space>
        {choice === 'hours' && (
          <Space size="large" wrap>
            <TimeRangeFields />
          </Space>
        )}
        {warning && <Alert type="warning" showIcon title={warning} style={{ marginBottom: 16 }} />}
        <Form.Item name="notes" label="Notes" rules={[rules.maxLength('Notes', FIELD_LIMITS['POST /leave_requests'].notes.max)]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <FileField
          name="sickNote"
          label={initial?.sickNoteFilename ? `Sick note (replaces ${initial.sickNoteFilename})` : 'Sick note'}
          types={DOCUMENT_TYPES}
          typeMessage="The sick note must be a PDF, DOCX, DOC, PNG or JPEG file"
        />
        {progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" />}
      </PageForm>
      <LeaveBalancesCard
        balances={balances.data?.leaveBalances}
        loading={balances.loading}
        hidden={balancesHidden}
        noEmployee={mode !== 'own' && !balanceEmployee}
      />
    </Flex>
  );
}
