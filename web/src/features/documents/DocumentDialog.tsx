/**
 * The upload and edit dialog of `/main/documents` (DocumentsPage): title, file name, owner (company-wide or an
 * employee) and the file, with upload progress. A module of its own, loaded after the page (shared/deferred `deferredPart`).
 */
import { useState } from 'react';
import { Form, Input, Modal, Radio, type UploadFile } from 'antd';
import { FileField, pickedFile } from '../../shared/FileField';
import { useUpdateDocumentMutation, useUploadDocumentMutation, type DocumentRowFragment } from './documents.generated';
import { Progress } from '../../shared/deferred';
import { uploadContext } from '../../shared/uploadFetch';
import { rules } from '../../shared/formRules';
import { notifySuccess, showError } from '../../shared/notify';
import { useSubmittable } from '../../shared/useSubmittable';
import { EmployeeSelect } from '../people/EmployeeSelect';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

export const TITLE_MAX = FIELD_LIMITS['POST /documents'].title.max;

interface Values {
  title: string;
  filename?: string;
  owner: 'company' | 'employee';
  employeeId?: string;
  file?: UploadFile[];
}

export function DocumentModal({ doc, onClose }: { doc: DocumentRowFragment | null; onClose(saved: boolean): void }) {
  const [form] = Form.useForm<Values>();
  const submittable = useSubmittable(form);
  const owner = Form.useWatch('owner', form);
  const [progress, setProgress] = useState<number | null>(null);
  const [upload, uploading] = useUploadDocumentMutation();
  const [update, updating] = useUpdateDocumentMutation();

  const onFinish = async (values: Values) => {
    const file = pickedFile(values.file);
    const context = file ? uploadContext((percent) => setProgress(percent)) : undefined;
    setProgress(file ? 0 : null);
    try {
      if (doc) {
        await update({ variables: { id: doc.id, input: { title: values.title.trim(), filename: values.filename?.trim() || null }, file }, context });
        notifySuccess('Document updated');
      } else {
        const employeeId = values.owner === 'employee' ? values.employeeId : null;
        await upload({ variables: { input: { title: values.title.trim(), employeeId }, file: file! }, context });
        notifySuccess('Document created');
      }
      onClose(true);
    } catch (e) {
      setProgress(null);
      showError(e, doc ? 'An error has occured while updating!' : 'An error has occured while creating!', form);
    }
  };

  return (
    <Modal
      open
      title={doc ? `Edit ${doc.title}` : 'Upload document'}
      onCancel={() => onClose(false)}
      okText={doc ? 'Save' : 'Upload'}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !submittable, loading: uploading.loading || updating.loading }}
      width={500}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={doc ? { title: doc.title, filename: doc.filename } : { owner: 'employee' }}
        requiredMark
      >
        <Form.Item name="title" label="Title" rules={[rules.required('Title'), rules.maxLength('Title', TITLE_MAX)]}>
          <Input />
        </Form.Item>
        {doc ? (
          <Form.Item name="filename" label="File name" rules={[rules.required('File name'), rules.maxLength('File name', FIELD_LIMITS['POST /documents'].filename.max)]}>
            <Input />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="owner" label="Belongs to" rules={[rules.requiredSelect('Belongs to')]}>
              <Radio.Group
                options={[
                  { value: 'employee', label: 'An employee' },
                  { value: 'company', label: 'Company-wide (everyone sees it)' },
                ]}
              />
            </Form.Item>
            {owner !== 'company' && (
              <Form.Item name="employeeId" label="Employee" rules={[rules.requiredSelect('Employee')]}>
                <EmployeeSelect aria-label="Employee" />
              </Form.Item>
            )}
          </>
        )}
        <FileField name="file" label={doc ? `File (replaces ${doc.filename})` : 'File'} required={doc ? undefined : 'File'} />
        {progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" />}
      </Form>
    </Modal>
  );
}
