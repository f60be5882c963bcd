/**
 * THE phone field: a country picker (US +1 by default, SPEC §9) beside the number. What the user types stays as typed
 * in the box; the form's value is that text with the shown country's code in front ("+1 202 555 0143"), or the text
 * alone when it brings its own "+code" (the picker then follows it). A stored number opens split into its country and
 * the rest; one without a known code shows under the default country and is stored unchanged until edited.
 *
 *   <Form.Item name="phone" label="Phone" rules={[rules.phone()]}><PhoneInput /></Form.Item>
 */
import { useEffect, useRef, useState } from 'react';
import { Input, Space, type InputProps } from 'antd';
import { Select } from './deferred';
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, joinPhone, splitPhone } from './phoneCountries';

type Props = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string | null;
  onChange?: (value: string) => void;
};

const OPTIONS = PHONE_COUNTRIES.map((c) => ({ value: c.code, label: `${c.code} ${c.dial}` }));

export function PhoneInput({ value, onChange, disabled, ...input }: Props) {
  const [text, setText] = useState(() => splitPhone(value ?? '').number);
  const [country, setCountry] = useState(() => splitPhone(value ?? '').country ?? DEFAULT_PHONE_COUNTRY);
  const sent = useRef(value ?? '');

  // A value set from outside (a record loaded, a form reset) is shown split; our own echo changes nothing.
  useEffect(() => {
    const next = value ?? '';
    if (next === sent.current) return;
    sent.current = next;
    const parts = splitPhone(next);
    setText(parts.number);
    if (parts.country) setCountry(parts.country);
  }, [value]);

  const send = (nextCountry: string, nextText: string) => {
    const joined = joinPhone(nextCountry, nextText);
    sent.current = joined;
    onChange?.(joined);
  };

  const typed = (nextText: string) => {
    setText(nextText);
    const own = splitPhone(nextText.trimStart()).country;
    if (own && nextText.trimStart().startsWith('+')) setCountry(own);
    send(own && nextText.trimStart().startsWith('+') ? own : country, nextText);
  };

  const picked = (nextCountry: string) => {
    // A text with its own "+code" takes the picked country's code instead (the user asked for it).
    const rest = text.trimStart().startsWith('+') ? splitPhone(text.trimStart()).number : text;
    setCountry(nextCountry);
    setText(rest);
    send(nextCountry, rest);
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        aria-label="Country code"
        value={country}
        onChange={picked}
        options={OPTIONS}
        disabled={disabled}
        popupMatchSelectWidth={false}
        style={{ width: 96, flex: 'none' }}
      />
      <Input {...input} disabled={disabled} value={text} onChange={(e) => typed(e.target.value)} inputMode="tel" autoComplete={input.autoComplete ?? 'tel'} />
    </Space.Compact>
  );
}
