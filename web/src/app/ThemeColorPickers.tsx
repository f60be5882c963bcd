/**
 * The header's primary/secondary colour pickers (saved in the theme settings). Loaded after the shell has rendered:
 * antd's ColorPicker (slider, input-number, segmented) is a large download that no first screen needs.
 */
import { ColorPicker, Tooltip } from 'antd';
import { setTheme, useThemeSettings } from '../shared/theme';

export default function ThemeColorPickers() {
  const settings = useThemeSettings();
  return (
    <>
      <Tooltip title="Primary colour">
        <ColorPicker
          aria-label="Primary colour"
          disabledAlpha
          value={settings.primary}
          onChangeComplete={(c) => setTheme({ primary: c.toHexString() })}
        />
      </Tooltip>
      <Tooltip title="Secondary colour">
        <ColorPicker
          aria-label="Secondary colour"
          disabledAlpha
          value={settings.secondary}
          onChangeComplete={(c) => setTheme({ secondary: c.toHexString() })}
        />
      </Tooltip>
    </>
  );
}
