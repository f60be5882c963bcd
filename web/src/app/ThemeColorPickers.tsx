/**
 * The header's primary/secondary colour pickers (saved in the theme settings). Loaded after the shell has rendered:
 * antd's ColorPicker (slider, input-number, segmented) is a large download that no first screen needs.
 */
import { ColorPicker, Tooltip } from 'antd';
import { setTheme, useThemeSettings } from '../shared/theme';

const PICKERS = [
  { key: 'primary', label: 'Primary colour' },
  { key: 'secondary', label: 'Secondary colour' },
] as const;

export default function ThemeColorPickers() {
  const settings = useThemeSettings();
  return PICKERS.map(({ key, label }) => (
    <Tooltip key={key} title={label}>
      <ColorPicker
        aria-label={label}
        disabledAlpha
        value={settings[key]}
        onChangeComplete={(c) => setTheme({ [key]: c.toHexString() })}
      />
    </Tooltip>
  ));
}
