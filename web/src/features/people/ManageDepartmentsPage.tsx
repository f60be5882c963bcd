/** `/main/manageDepartments` (CEO, HR): list, add and rename departments. */
import {
  useAddDepartmentMutation,
  useDepartmentsQuery,
  useRenameDepartmentMutation,
} from '../../generated/graphql';
import { NamedLookupPage, type NamedLookupConfig } from './NamedLookupPage';

export default function ManageDepartmentsPage() {
  const [add] = useAddDepartmentMutation();
  const [rename] = useRenameDepartmentMutation();
  const config: NamedLookupConfig = {
    title: 'Departments',
    label: 'Department name',
    plural: 'departments',
    sortKey: 'departmentName',
    useList: (variables) => {
      const { data, loading, error, refetch } = useDepartmentsQuery({ variables, fetchPolicy: 'cache-and-network' });
      return {
        rows: (data?.departments.items ?? []).map((d) => ({ id: d.id, name: d.departmentName })),
        count: data?.departments.count ?? 0,
        loading,
        error,
        refetch,
      };
    },
    add: (name) => add({ variables: { name } }),
    rename: (id, name) => rename({ variables: { id, name } }),
  };
  return <NamedLookupPage config={config} />;
}
