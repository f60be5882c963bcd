/**
 * The header's primary/secondary colour pickers (saved in the theme settings). Loaded after the shell has rendered:
 * antd's ColorPicker (slider, input-number, segmented) is a large download that no first screen needs.
 * Each picker opens from a real, named button (antd's own trigger is an unnamed div: axe "aria-prohibited-attr").
 */
import { ColorPicker, theme } from 'antd';
import { setTheme, useThemeSettings, type ThemeSettings } from '../shared/theme';

const PICKERS = [
  { field: 'primary', label: 'Primary colour' },
  { field: 'secondary', label: 'Secondary colour' },
] as const;

function ColourButton({ label, field }: { label: string; field: 'primary' | 'secondary' }) {
  const settings = useThemeSettings();
  const { token } = theme.useToken();
  const value = settings[field];
  return (
    <ColorPicker disabledAlpha value={value} onChangeComplete={(c) => setTheme({ [field]: c.toHexString() } as Partial<ThemeSettings>)}>
      <button
        type="button"
        aria-label={label}
        title={label}
        style={{
          width: 28,
          height: 28,
          padding: 3,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
          cursor: 'pointer',
          flex: 'none',
        }}
      >
        <span style={{ display: 'block', width: '100%', height: '100%', borderRadius: 3, background: value }} />
      </button>
    </ColorPicker>
  );
}

export default function ThemeColorPickers() {
  return PICKERS.map(({ field, label }) => <ColourButton key={field} field={field} label={label} />);
}
