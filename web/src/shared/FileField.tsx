/**
 * THE file picker of a form ("Choose file": one file, sent with the form's write), with one upload limit (@hr/rules'
 * UPLOAD_LIMIT_BYTES, the upstream's) and one list of document types, so no form keeps a limit of its own. Too big, or
 * of a type not in `types`, is the field's error and keeps the form from submitting. A button that uploads at once is
 * ./UploadButton (same limit).
 *     <FileField name="sickNote" label="Sick note" types={DOCUMENT_TYPES} typeMessage="The sick note must be ..." />
 */
import type { ReactNode } from 'react';
import { Button, Form, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { UPLOAD_LIMIT_BYTES } from '@hr/rules';
import { Upload } from './deferred';
import { DOCUMENT_TYPES, rules } from './formRules';

export { DOCUMENT_TYPES, UPLOAD_LIMIT_BYTES };

export interface FileFieldProps {
  name: string;
  label: ReactNode;
  /** Required: the entity named by "X is required". */
  required?: string;
  /** File name endings accepted (the picker's `accept`, checked again on the chosen file). */
  types?: readonly string[];
  /** The message of a file not in `types`. */
  typeMessage?: string;
}

export function FileField({ name, label, required, types, typeMessage }: FileFieldProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      valuePropName="fileList"
      getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
      rules={[
        ...(required ? [rules.requiredSelect(required)] : []),
        rules.fileSize(UPLOAD_LIMIT_BYTES),
        ...(types && typeMessage ? [rules.fileType(types, typeMessage)] : []),
      ]}
    >
      <Upload beforeUpload={() => false} maxCount={1} accept={types?.join(',')}>
        <Button icon={<UploadOutlined />}>Choose file</Button>
      </Upload>
    </Form.Item>
  );
}

/** The file a `FileField` holds (its value is antd's file list), or null. */
export function pickedFile(list: UploadFile[] | undefined): File | null {
  return list?.[0]?.originFileObj ?? null;
}
