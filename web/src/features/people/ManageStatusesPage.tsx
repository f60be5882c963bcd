/** `/main/manageEmploymentStatuses` (CEO, HR): list, add and rename employment statuses. */
import { useAddStatusMutation, useRenameStatusMutation, useStatusesQuery, type EmploymentStatusSortKey } from './people.generated';
import { NamedLookupPage } from './NamedLookupPage';
import { lookupRows, type NamedLookupConfig } from './namedLookup';

export default function ManageStatusesPage() {
  const [add] = useAddStatusMutation();
  const [rename] = useRenameStatusMutation();
  const config: NamedLookupConfig<EmploymentStatusSortKey> = {
    title: 'Employment statuses',
    label: 'Name',
    plural: 'employment statuses',
    sortKey: 'name',
    useList: (variables) => {
      const result = useStatusesQuery({ variables, fetchPolicy: 'cache-and-network' });
      return lookupRows(result, result.data?.statuses, (s) => s.name);
    },
    add: (name) => add({ variables: { name } }),
    rename: (id, name) => rename({ variables: { id, name } }),
  };
  return <NamedLookupPage config={config} />;
}
