/**
 * A field of the login form drawn like antd's vertical Form.Item (label with the required mark above, the message
 * below, the input in its error state) without antd's Form, which /login's first download leaves out (LoginPage).
 * The label names the input and the message is tied to it (aria-describedby), as Form.Item does.
 */
import type { ReactNode } from 'react';
import { theme } from 'antd';

export interface FieldInputProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': true;
  status: 'error' | undefined;
}

export function LoginField(props: { id: string; label: string; error: string | null; input: (p: FieldInputProps) => ReactNode }) {
  const { id, label, error, input } = props;
  const { token } = theme.useToken();
  const errorId = `${id}-error`;
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      {/* The mark stays outside the label, so the input's name is just the label. */}
      <div style={{ paddingBottom: token.paddingXS, color: token.colorTextHeading, lineHeight: token.lineHeight }}>
        <span aria-hidden style={{ marginInlineEnd: token.marginXXS, color: token.colorError, fontFamily: 'SimSun, sans-serif' }}>
          *
        </span>
        <label htmlFor={id}>{label}</label>
      </div>
      {input({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        'aria-required': true,
        status: error ? 'error' : undefined,
      })}
      {error && (
        <div id={errorId} role="alert" style={{ color: token.colorError, lineHeight: token.lineHeight, minHeight: token.marginLG }}>
          {error}
        </div>
      )}
    </div>
  );
}
