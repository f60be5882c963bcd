/**
 * A button that uploads as soon as a file is picked (a row's contract, the contract template), with THE upload limit
 * (@hr/rules' UPLOAD_LIMIT_BYTES, as ./FileField): too big is a toast and nothing is sent. Without antd's Form, so a
 * list page can show it without loading a form.
 *   <UploadButton accept={DOCUMENT_TYPES} onFile={(file) => upload(file)}><Button>Upload</Button></UploadButton>
 */
import type { ReactNode } from 'react';
import { UPLOAD_LIMIT_BYTES } from '@hr/rules';
import { Upload } from './deferred';
import { fileSizeError } from './formRules';
import { notifyError } from './notify';

export { DOCUMENT_TYPES } from '@hr/rules';

export interface UploadButtonProps {
  /** File name endings accepted by the picker. */
  accept: readonly string[];
  /** Called with a file under the limit; the upload and its toasts are the caller's. */
  onFile: (file: File) => void;
  children: ReactNode;
}

export function UploadButton({ accept, onFile, children }: UploadButtonProps) {
  return (
    <Upload
      showUploadList={false}
      accept={accept.join(',')}
      beforeUpload={(file) => {
        const tooBig = fileSizeError(file, UPLOAD_LIMIT_BYTES);
        if (tooBig) notifyError(tooBig);
        else onFile(file);
        return false;
      }}
    >
      {children}
    </Upload>
  );
}
