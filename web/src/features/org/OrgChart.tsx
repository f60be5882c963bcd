/**
 * The company's org chart: a tree that starts at the top of the company and loads a person's direct reports from the
 * server when their node opens (a page of them at a time, "Show more" for the rest), so a company of thousands is
 * never read at once. The search opens the chart at the chosen person: their chain comes in one call and each level
 * above them is loaded (the person and their managers are put in their level when its first page lacks them).
 */
import { useCallback, useEffect, useRef, useState, type Key } from 'react';
import { Button, Flex, Tree, theme } from 'antd';
import { ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import type { GetRef, TreeDataNode } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { PersonPicker } from '../../shared/PersonPicker';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { DirectReportsDocument, SupervisorChainDocument } from './org.generated';
import { PersonLine, type OrgPerson } from './PersonLine';

/** The level of the people at the top of the company. */
const TOP = 'top';
/** People loaded per request when a node opens. */
export const LEVEL_PAGE = 50;
const MORE = 'more:';
/** The chart's text sizes, smallest first (zoom out / zoom in); 14 px is the product's. Avatars grow to 50 at the largest. */
export const ZOOM_SIZES = [12, 14, 16, 18] as const;

interface Level {
  people: OrgPerson[];
  count: number;
  pages: number;
}

/** `people` with `extra` added where missing (a person found by the search beyond the level's first page). */
const withPeople = (people: OrgPerson[], extra: OrgPerson[]) => [...people, ...extra.filter((p) => !people.some((q) => q.id === p.id))];

export function OrgChart() {
  const client = useApolloClient();
  const [levels, setLevels] = useState<ReadonlyMap<string, Level>>(() => new Map());
  // The levels as the loads left them (they run concurrently when the search opens a chain): each load reads the
  // latest here, not the render's copy.
  const known = useRef(levels);
  const tree = useRef<GetRef<typeof Tree>>(null);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const { token } = theme.useToken();
  const [failure, setFailure] = useState<unknown>(null);
  useFailureToast(failure, 'load the org chart');

  const fetchLevel = useCallback(
    async (key: string, page: number): Promise<Level> => {
      const { data } = await client.query({
        query: DirectReportsDocument,
        variables: { managerId: key === TOP ? null : key, page, limit: LEVEL_PAGE },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('No answer');
      return { people: data.directReports.items, count: data.directReports.count, pages: page };
    },
    [client],
  );

  /** Loads the next page of a level (the first when it has none yet); with `extra`, only adds those people to it. */
  const loadLevel = useCallback(
    async (key: string, extra: OrgPerson[] = []) => {
      try {
        const current = known.current.get(key);
        const fetched = current && extra.length > 0 ? null : await fetchLevel(key, (current?.pages ?? 0) + 1);
        const had = known.current.get(key);
        const people = withPeople(withPeople(had?.people ?? [], fetched?.people ?? []), extra);
        known.current = new Map(known.current).set(key, {
          people,
          count: Math.max(fetched?.count ?? had?.count ?? 0, people.length),
          pages: fetched?.pages ?? had?.pages ?? 0,
        });
        setLevels(known.current);
      } catch (error) {
        setFailure(error);
      }
    },
    [fetchLevel],
  );

  useEffect(() => {
    void loadLevel(TOP);
  }, [loadLevel]);

  const openAt = async (id: string | null) => {
    if (!id) return;
    try {
      const { data } = await client.query({ query: SupervisorChainDocument, variables: { employeeId: id }, fetchPolicy: 'network-only' });
      const chain = [...(data?.supervisorChain ?? [])].reverse(); // the top first, the person last
      if (chain.length === 0) return;
      await Promise.all(
        chain.map(async (person, i) => {
          const key = i === 0 ? TOP : chain[i - 1].id;
          if (!known.current.has(key)) await loadLevel(key);
          await loadLevel(key, [person]);
        }),
      );
      setExpanded((keys) => [...new Set([...keys, ...chain.slice(0, -1).map((p) => p.id)])]);
      setSelected(id);
      // The tree draws the opened levels first; then the person is scrolled into its window.
      setTimeout(() => tree.current?.scrollTo({ key: id, align: 'top' }));
    } catch (error) {
      setFailure(error);
    }
  };

  const nodesOf = (key: string): TreeDataNode[] | undefined => {
    const level = levels.get(key);
    if (!level) return undefined;
    const nodes: TreeDataNode[] = level.people.map((p) => ({
      key: p.id,
      title: <PersonLine person={p} showReports avatarSize={zoom === ZOOM_SIZES.length - 1 ? 50 : 40} />,
      isLeaf: p.reportCount === 0,
      children: nodesOf(p.id),
    }));
    const left = level.count - level.people.length;
    if (left > 0)
      nodes.push({ key: `${MORE}${key}`, isLeaf: true, title: <span style={{ color: token.colorLink }}>{`Show ${Math.min(left, LEVEL_PAGE)} more`}</span> });
    return nodes;
  };
  const top = nodesOf(TOP);

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        <PersonPicker
          purpose="EMPLOYEES"
          aria-label="Find a person"
          placeholder="Find a person by name or RES ID"
          style={{ flex: '1 1 200px', maxWidth: 420 }}
          onChange={(id) => {
            setPicked(id);
            void openAt(id);
          }}
          value={picked}
        />
        <Flex gap={8}>
          <Button icon={<ZoomOutOutlined />} aria-label="Zoom out" title="Zoom out" disabled={zoom === 0} onClick={() => setZoom((z) => z - 1)} />
          <Button
            icon={<ZoomInOutlined />}
            aria-label="Zoom in"
            title="Zoom in"
            disabled={zoom === ZOOM_SIZES.length - 1}
            onClick={() => setZoom((z) => z + 1)}
          />
        </Flex>
      </Flex>
      {top && top.length === 0 ? (
        emptyText('employees')
      ) : (
        <Tree
          ref={tree}
          aria-label="Org chart"
          blockNode
          style={{ fontSize: ZOOM_SIZES[zoom] }}
          height={560}
          treeData={top ?? []}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys)}
          selectedKeys={selected ? [selected] : []}
          loadedKeys={[...levels.keys()]}
          loadData={(node) => (levels.has(String(node.key)) ? Promise.resolve() : loadLevel(String(node.key)))}
          onSelect={(_keys, { node }) => {
            const key = String(node.key);
            if (key.startsWith(MORE)) void loadLevel(key.slice(MORE.length));
            else setSelected(key);
          }}
        />
      )}
    </Flex>
  );
}
