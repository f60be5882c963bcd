/** The one-time password of a grant on a SPEC §7-only server, copyable (antd's Typography with its copy extra). */
import { Typography } from 'antd';

export function TemporaryPassword({ password }: { password: string | null | undefined }) {
  return (
    <Typography.Text code copyable data-testid="temporary-password">
      {password}
    </Typography.Text>
  );
}
