/**
 * `/main/employees/remove` (CEO only): pick an employee and fire them after a confirmation. Firing is a soft delete:
 * the employee leaves the active lists, loses sign-in, and their history stays.
 */
import { useState } from 'react';
import { Button, Card } from 'antd';
import { confirmDialog } from '../../shared/confirm';
import { useFireEmployeeMutation } from './people.generated';
import { notifySuccess, showError } from '../../shared/notify';
import { EmployeeTable } from './EmployeeTable';
import { PageTitle } from '../../shared/PageTitle';

export default function RemoveEmployeePage() {
  const [fire] = useFireEmployeeMutation();
  const [version, setVersion] = useState(0);

  const onFire = async (id: string) => {
    try {
      const { data } = await fire({ variables: { id } });
      notifySuccess(data?.fireEmployee.message ?? 'Employee fired successfully');
      setVersion((n) => n + 1);
    } catch (error) {
      showError(error, 'Failed to fire employee');
    }
  };

  return (
    <Card title={<PageTitle>Remove employee</PageTitle>}>
      <EmployeeTable
        version={version}
        actions={(row) => (
          <Button
            danger
            size="small"
            onClick={() =>
              confirmDialog({
                title: `Fire ${row.name}?`,
                content: 'They leave the active lists and lose sign-in; their history is kept.',
                okText: 'Fire',
                okButtonProps: { danger: true },
                cancelText: 'Cancel',
                onOk: () => onFire(row.id),
              })
            }
          >
            Fire
          </Button>
        )}
      />
    </Card>
  );
}
