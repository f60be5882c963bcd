/** `/main/manageEmploymentStatuses` (CEO, HR): list, add and rename employment statuses. */
import { useAddStatusMutation, useRenameStatusMutation, useStatusesQuery } from '../../generated/graphql';
import { NamedLookupPage, type NamedLookupConfig } from './NamedLookupPage';

export default function ManageStatusesPage() {
  const [add] = useAddStatusMutation();
  const [rename] = useRenameStatusMutation();
  const config: NamedLookupConfig = {
    title: 'Employment statuses',
    label: 'Name',
    plural: 'employment statuses',
    sortKey: 'name',
    useList: (variables) => {
      const { data, loading, error, refetch } = useStatusesQuery({ variables, fetchPolicy: 'cache-and-network' });
      return {
        rows: (data?.statuses.items ?? []).map((s) => ({ id: s.id, name: s.name })),
        count: data?.statuses.count ?? 0,
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
