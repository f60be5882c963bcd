import { describe, it, expect } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input, type FormRule } from 'antd';
import { fileSizeError, isValidPhone, plainChecks, plainError, rules } from './formRules';

type RuleObject = { required?: boolean; message?: string; validator?: (rule: unknown, value: unknown) => Promise<void> };

/** Runs one rule the way antd does and returns the message shown, or null when the value passes. */
async function messageFor(rule: FormRule, value: unknown, fields: Record<string, unknown> = {}): Promise<string | null> {
  const r = (typeof rule === 'function' ? rule({ getFieldValue: (n: string) => fields[n] } as never) : rule) as RuleObject;
  if (!r.validator) throw new Error('rule has no validator');
  try {
    await r.validator(r, value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('required', () => {
  function RequiredForm() {
    return (
      <Form onFinish={() => {}}>
        <Form.Item name="email" label="Email" rules={[rules.required('Email')]}>
          <Input />
        </Form.Item>
        <Button htmlType="submit">Save</Button>
      </Form>
    );
  }

  it('shows "{entity} is required" and marks the label with an asterisk', async () => {
    const { container } = render(<RequiredForm />);
    expect(container.querySelector('.ant-form-item-required')).toHaveTextContent('Email');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('treats whitespace-only text as missing', async () => {
    render(<RequiredForm />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '   ' } });
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });
});

describe('requiredSelect', () => {
  it.each([[null], [undefined], [''], [[]]])('refuses %p', async (v) => {
    expect(await messageFor(rules.requiredSelect('Department'), v)).toBe('Department is required');
  });
  it.each([[0], [false], ['x'], [[1]]])('accepts %p', async (v) => {
    expect(await messageFor(rules.requiredSelect('Department'), v)).toBeNull();
  });
  it('adds the asterisk', () => {
    expect((rules.requiredSelect('Department') as RuleObject).required).toBe(true);
  });
});

describe('email', () => {
  it.each(['a@b.co', 'first.last@demo.hr', ' padded@demo.hr '])('accepts %p', async (v) => {
    expect(await messageFor(rules.email(), v)).toBeNull();
  });
  it.each(['plain', 'a@b', '@demo.hr', 'a b@demo.hr'])('refuses %p with "Invalid e-mail format"', async (v) => {
    expect(await messageFor(rules.email(), v)).toBe('Invalid e-mail format');
  });
  it('leaves empty values to `required`', async () => {
    expect(await messageFor(rules.email(), '')).toBeNull();
  });
});

describe('url (help desk links)', () => {
  it.each(['https://it.example.com/desk', 'http://intranet.local:8080/a?b=c'])('accepts %p', async (v) => {
    expect(await messageFor(rules.url(), v)).toBeNull();
  });
  it.each(['example.com', 'ftp://files.example.com', 'https://', 'https://a b.com', 'javascript:alert(1)'])(
    'refuses %p with "Invalid URL format"',
    async (v) => {
      expect(await messageFor(rules.url(), v)).toBe('Invalid URL format');
    },
  );
  it('leaves empty values to `required`', async () => {
    expect(await messageFor(rules.url(), '')).toBeNull();
  });
});

describe('lengths', () => {
  it('maxLength allows at most the length', async () => {
    expect(await messageFor(rules.maxLength('Name', 5), 'abcde')).toBeNull();
    expect(await messageFor(rules.maxLength('Name', 5), 'abcdef')).toBe('Name must be less than 5 characters');
  });
  it('minLength needs at least the length', async () => {
    expect(await messageFor(rules.minLength('Password', 6), 'abcdef')).toBeNull();
    expect(await messageFor(rules.minLength('Password', 6), 'abcde')).toBe('Password must be greater than 6 characters');
  });
});

describe('number comparisons', () => {
  it('lessThan / lessThanOrEqual', async () => {
    expect(await messageFor(rules.lessThan('Hours', 24), 23.5)).toBeNull();
    expect(await messageFor(rules.lessThan('Hours', 24), 24)).toBe('Hours must be less than 24');
    expect(await messageFor(rules.lessThanOrEqual('Hours', 24), '24')).toBeNull();
    expect(await messageFor(rules.lessThanOrEqual('Hours', 24), 24.01)).toBe('Hours must be less than or equal to 24');
  });
  it('greaterThan / greaterThanOrEqual', async () => {
    expect(await messageFor(rules.greaterThan('Amount', 0), 0.01)).toBeNull();
    expect(await messageFor(rules.greaterThan('Amount', 0), 0)).toBe('Amount must be greater than 0');
    expect(await messageFor(rules.greaterThanOrEqual('Amount', 0), 0)).toBeNull();
    expect(await messageFor(rules.greaterThanOrEqual('Amount', 0), -1)).toBe('Amount must be greater than or equal to 0');
  });
  it('refuses text that is not a number', async () => {
    expect(await messageFor(rules.lessThan('Hours', 24), 'abc')).toBe('Hours must be less than 24');
  });
});

describe('fileSize', () => {
  const MB = 1024 * 1024;
  it('accepts files under the limit and shows the limit in MB otherwise', async () => {
    expect(await messageFor(rules.fileSize(5 * MB), new File(['x'], 'a.pdf'))).toBeNull();
    expect(await messageFor(rules.fileSize(5 * MB), { size: 6 * MB })).toBe('size should be less than 5 MB!');
    expect(await messageFor(rules.fileSize(MB / 2), [{ originFileObj: { size: MB } }])).toBe('size should be less than 0.5 MB!');
  });
  it('is usable in an Upload beforeUpload', () => {
    expect(fileSizeError({ size: 10 }, 100)).toBeNull();
    expect(fileSizeError({ size: 10 * MB }, 10 * MB)).toBe('size should be less than 10 MB!');
  });
});

describe('fileType', () => {
  const types = ['.pdf', '.docx', '.jpg'] as const;
  const rule = rules.fileType(types, 'The sick note must be a PDF, DOCX, DOC, PNG or JPEG file');
  it("passes the picker's types in any case and names the kinds otherwise", async () => {
    expect(await messageFor(rule, [{ name: 'Note.PDF' }])).toBeNull();
    expect(await messageFor(rule, new File(['x'], 'scan.jpg'))).toBeNull();
    expect(await messageFor(rule, [])).toBeNull();
    expect(await messageFor(rule, [{ name: 'evil.html', originFileObj: { size: 10 } }])).toBe('The sick note must be a PDF, DOCX, DOC, PNG or JPEG file');
    expect(await messageFor(rule, [{ name: 'note.pdf.exe' }])).toBe('The sick note must be a PDF, DOCX, DOC, PNG or JPEG file');
  });
});

describe('matchingPassword', () => {
  it('compares with the other field', async () => {
    expect(await messageFor(rules.matchingPassword('newPassword'), 'secret1', { newPassword: 'secret1' })).toBeNull();
    expect(await messageFor(rules.matchingPassword('newPassword'), 'secret2', { newPassword: 'secret1' })).toBe("Passwords you entered don't match");
  });

  it('shows the message under the confirmation field of a real form', async () => {
    render(
      <Form>
        <Form.Item name="password" label="Password">
          <Input.Password />
        </Form.Item>
        <Form.Item name="confirm" label="Confirm" dependencies={['password']} rules={[rules.matchingPassword()]}>
          <Input.Password />
        </Form.Item>
      </Form>,
    );
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Passw0rd!' } });
    fireEvent.change(screen.getByLabelText('Confirm'), { target: { value: 'Passw0rd?' } });
    expect(await screen.findByText("Passwords you entered don't match")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Confirm'), { target: { value: 'Passw0rd!' } });
    await waitFor(() => expect(screen.queryByText("Passwords you entered don't match")).not.toBeInTheDocument());
  });
});

describe('numeric and wholeNumber', () => {
  it.each([[0], [3.5], ['12'], ['0.25']])('numeric accepts %p', async (v) => {
    expect(await messageFor(rules.numeric(), v)).toBeNull();
  });
  it.each([[-1], ['-0.5'], ['abc']])('numeric refuses %p', async (v) => {
    expect(await messageFor(rules.numeric(), v)).toBe('must be a positive number.');
  });
  it.each([[0], [12], ['40']])('wholeNumber accepts %p', async (v) => {
    expect(await messageFor(rules.wholeNumber(), v)).toBeNull();
  });
  it.each([[1.5], ['2.0'], [-3], ['x']])('wholeNumber refuses %p', async (v) => {
    expect(await messageFor(rules.wholeNumber(), v)).toBe('must be a whole number');
  });
});

describe('phone', () => {
  it.each(['+1 (202) 555-0143', '01012345678', '+20 100 123 4567'])('accepts %p', async (v) => {
    expect(await messageFor(rules.phone(), v)).toBeNull();
    expect(isValidPhone(v)).toBe(true);
  });
  it.each(['12345', 'call me', '+1 202 555 0143 9999 1', '555-CALL'])('flags %p with "Invalid Phone Number"', async (v) => {
    expect(await messageFor(rules.phone(), v)).toBe('Invalid Phone Number');
  });
  it('does not flag an empty phone', async () => {
    expect(await messageFor(rules.phone(), '')).toBeNull();
  });
});

describe('plain checks (the login form, without antd Form)', () => {
  const email = [plainChecks.required('Email'), plainChecks.email()];
  it('answers the same SPEC §5 messages as the rules, the first failing one', () => {
    expect(plainError('', email)).toBe('Email is required');
    expect(plainError('   ', email)).toBe('Email is required');
    expect(plainError('a@b', email)).toBe('Invalid e-mail format');
    expect(plainError(' padded@demo.hr ', email)).toBeNull();
    expect(plainError('', [plainChecks.required('Password')])).toBe('Password is required');
  });
});
