/**
 * The upload and edit dialog of `/main/documents` (DocumentsPage): title, file name, owner (company-wide or an
 * employee) and the file, with upload progress. A module of its own, loaded after the page (shared/deferred `deferredPart`).
 */
import { useState } from 'react';
import { Form, Input, Radio, type UploadFile } from 'antd';
import { FileField, pickedFile } from '../../shared/FileField';
import { useUpdateDocumentMutation, useUploadDocumentMutation, type DocumentRowFragment } from './documents.generated';
import { Progress } from '../../shared/deferred';
import { uploadContext } from '../../shared/uploadFetch';
import { rules } from '../../shared/formRules';
import { EditDialog } from '../../shared/EditDialog';
import { PersonPicker } from '../../shared/PersonPicker';
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
  const [progress, setProgress] = useState<number | null>(null);
  const [upload] = useUploadDocumentMutation();
  const [update] = useUpdateDocumentMutation();

  const save = async (values: Values) => {
    const file = pickedFile(values.file);
    const context = file ? uploadContext((percent) => setProgress(percent)) : undefined;
    setProgress(file ? 0 : null);
    try {
      if (doc)
        return await update({ variables: { id: doc.id, input: { title: values.title.trim(), filename: values.filename?.trim() || null }, file }, context });
      const employeeId = values.owner === 'employee' ? values.employeeId : null;
      return await upload({ variables: { input: { title: values.title.trim(), employeeId }, file: file! }, context });
    } catch (e) {
      setProgress(null);
      throw e;
    }
  };

  return (
    <EditDialog<Values>
      title={doc ? `Edit ${doc.title}` : 'Upload document'}
      save={save}
      success={doc ? 'Document updated' : 'Document created'}
      failure={doc ? 'An error has occured while updating!' : 'An error has occured while creating!'}
      onClose={onClose}
      okText={doc ? 'Save' : 'Upload'}
      initialValues={doc ? { title: doc.title, filename: doc.filename } : { owner: 'employee' }}
    >
      <Form.Item name="title" label="Title" rules={[rules.required('Title'), rules.maxLength('Title', TITLE_MAX)]}>
        <Input />
      </Form.Item>
      {doc ? (
        <Form.Item
          name="filename"
          label="File name"
          rules={[rules.required('File name'), rules.maxLength('File name', FIELD_LIMITS['POST /documents'].filename.max)]}
        >
          <Input />
        </Form.Item>
      ) : (
        <OwnerFields />
      )}
      <FileField name="file" label={doc ? `File (replaces ${doc.filename})` : 'File'} required={doc ? undefined : 'File'} />
      {progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" />}
    </EditDialog>
  );
}

/** Company-wide or an employee's; the employee picker shows for the latter (it watches the owner in the form). */
function OwnerFields() {
  const owner = Form.useWatch('owner');
  return (
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
          <PersonPicker purpose="EMPLOYEES" aria-label="Employee" />
        </Form.Item>
      )}
    </>
  );
}
