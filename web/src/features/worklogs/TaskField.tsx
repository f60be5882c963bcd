/**
 * The work log's task: a key typed as it is (HR-12), or picked from the tracker's issues that the server finds as the
 * person types (debounced; the key or words of the summary). When Jira cannot be asked the field says so under it and
 * still takes a typed key: the product works without the tracker (decision 0215).
 */
import { useEffect, useState } from 'react';
import { AutoComplete, Typography } from 'antd';
import { SEARCH_DEBOUNCE_MS } from '../../shared/PersonPicker';
import { useJiraIssuesQuery } from './worklogs.generated';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

export function TaskField({ id, value, onChange }: Props) {
  const [search, setSearch] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch((value ?? '').trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  // Asked once the person has typed (or opened an empty field): the dialog opens without waiting on Jira.
  const { data } = useJiraIssuesQuery({ variables: { search: search || null }, skip: search === null, fetchPolicy: 'cache-first' });
  const answer = data?.jiraIssues;
  const options = (answer?.items ?? []).map((issue) => ({ value: issue.key, label: `${issue.key} — ${issue.summary}` }));
  return (
    <>
      <AutoComplete
        id={id}
        value={value}
        onChange={onChange}
        options={options}
        placeholder="HR-12"
        aria-describedby={answer?.error ? `${id}-tracker` : undefined}
      />
      {answer?.error && (
        <Typography.Text type="secondary" id={`${id}-tracker`} style={{ display: 'block', marginTop: 4 }}>
          {answer.error}
        </Typography.Text>
      )}
    </>
  );
}
