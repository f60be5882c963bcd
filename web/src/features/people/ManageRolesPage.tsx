/** `/main/manageRoles` (CEO, HR): list, add and rename employment roles (renaming retitles everyone holding it). */
import {
  useAddEmploymentRoleMutation,
  useEmploymentRolesQuery,
  useRenameEmploymentRoleMutation,
} from '../../generated/graphql';
import { NamedLookupPage, type NamedLookupConfig } from './NamedLookupPage';

export default function ManageRolesPage() {
  const [add] = useAddEmploymentRoleMutation();
  const [rename] = useRenameEmploymentRoleMutation();
  const config: NamedLookupConfig = {
    title: 'Employment roles',
    label: 'Title',
    plural: 'employment roles',
    sortKey: 'title',
    useList: (variables) => {
      const { data, loading, error, refetch } = useEmploymentRolesQuery({ variables, fetchPolicy: 'cache-and-network' });
      return {
        rows: (data?.employmentRoles.items ?? []).map((r) => ({ id: r.id, name: r.title })),
        count: data?.employmentRoles.count ?? 0,
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
