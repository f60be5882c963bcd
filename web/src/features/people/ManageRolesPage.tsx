/** `/main/manageRoles` (CEO, HR): list, add and rename employment roles (renaming retitles everyone holding it). */
import { useAddEmploymentRoleMutation, useEmploymentRolesQuery, useRenameEmploymentRoleMutation, type EmploymentRoleSortKey } from './people.generated';
import { NamedLookupPage } from './NamedLookupPage';
import { lookupRows, type NamedLookupConfig } from './namedLookup';

export default function ManageRolesPage() {
  const [add] = useAddEmploymentRoleMutation();
  const [rename] = useRenameEmploymentRoleMutation();
  const config: NamedLookupConfig<EmploymentRoleSortKey> = {
    title: 'Employment roles',
    label: 'Title',
    plural: 'employment roles',
    sortKey: 'title',
    useList: (variables) => {
      const result = useEmploymentRolesQuery({ variables, fetchPolicy: 'cache-and-network' });
      return lookupRows(result, result.data?.employmentRoles, (r) => r.title);
    },
    add: (name) => add({ variables: { name } }),
    rename: (id, name) => rename({ variables: { id, name } }),
  };
  return <NamedLookupPage config={config} />;
}
