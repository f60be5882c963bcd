/** `/main/manageDepartments` (CEO, HR): list, add and rename departments. */
import { useAddDepartmentMutation, useDepartmentsQuery, useRenameDepartmentMutation, type DepartmentSortKey } from './people.generated';
import { NamedLookupPage } from './NamedLookupPage';
import { lookupRows, type NamedLookupConfig } from './namedLookup';

export default function ManageDepartmentsPage() {
  const [add] = useAddDepartmentMutation();
  const [rename] = useRenameDepartmentMutation();
  const config: NamedLookupConfig<DepartmentSortKey> = {
    title: 'Departments',
    label: 'Department name',
    plural: 'departments',
    sortKey: 'departmentName',
    useList: (variables) => {
      const result = useDepartmentsQuery({ variables, fetchPolicy: 'cache-and-network' });
      return lookupRows(result, result.data?.departments, (d) => d.departmentName);
    },
    add: (name) => add({ variables: { name } }),
    rename: (id, name) => rename({ variables: { id, name } }),
  };
  return <NamedLookupPage config={config} />;
}
