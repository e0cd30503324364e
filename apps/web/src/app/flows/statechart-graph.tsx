import type { AnyStateMachine } from 'xstate';
import { box, type ChartEdge, type ChartNode, layoutStatechart } from './statechart-layout';

interface StatechartGraphProps {
  machine: AnyStateMachine;
  title: string;
  /** The state nodes the flow is in now (a path being played), drawn stronger. */
  active?: readonly string[];
}

// Drawn on its own light ground in every theme, so its contrast never depends on the page.
const ink = '#1f2430';
const muted = '#4a5160';
const accent = '#0b57d0';

/** The statechart as a picture, and the same transitions as a table for everyone. */
export function StatechartGraph({ machine, title, active = [] }: StatechartGraphProps) {
  const chart = layoutStatechart(machine);
  const byId = new Map(chart.nodes.map((node) => [node.id, node]));
  const titleId = `statechart-${machine.id}`;
  return (
    <figure style={{ margin: 0 }}>
      {/* Scrolled by keyboard too: the chart is often wider than the page. */}
      <div
        role="group"
        aria-label={`${title}: statechart`}
        tabIndex={0}
        style={{ overflow: 'auto', background: '#ffffff', border: `1px solid ${muted}` }}
      >
        <svg
          role="img"
          aria-labelledby={titleId}
          width={chart.width}
          height={chart.height}
          viewBox={`0 0 ${chart.width} ${chart.height}`}
          style={{ fontFamily: 'system-ui, sans-serif', display: 'block' }}
        >
          <title
            id={titleId}
          >{`${title}: ${chart.nodes.length} states, ${chart.edges.length} transitions`}</title>
          <defs>
            <marker
              id="arrow"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" fill={muted} />
            </marker>
          </defs>
          {chart.edges.map((edge) => {
            const from = byId.get(edge.from);
            const to = byId.get(edge.to);
            return from && to ? (
              <Arrow
                key={`${edge.from}-${edge.to}-${String(edge.initial)}`}
                edge={edge}
                from={from}
                to={to}
              />
            ) : null;
          })}
          {chart.nodes.map((node) => (
            <StateBox key={node.id} node={node} active={active.includes(node.id)} />
          ))}
        </svg>
      </div>
      <figcaption>
        <table style={{ borderCollapse: 'collapse', marginTop: '1rem', fontSize: '0.875rem' }}>
          <caption style={{ textAlign: 'start', fontWeight: 600 }}>Transitions of {title}</caption>
          <thead>
            <tr>
              <th scope="col" style={cell}>
                From
              </th>
              <th scope="col" style={cell}>
                Event [guard]
              </th>
              <th scope="col" style={cell}>
                To
              </th>
            </tr>
          </thead>
          <tbody>
            {chart.edges.map((edge) => (
              <tr key={`${edge.from}-${edge.to}-${String(edge.initial)}`}>
                <td style={cell}>{byId.get(edge.from)?.label}</td>
                <td style={cell}>{edge.labels.join('; ')}</td>
                <td style={cell}>{byId.get(edge.to)?.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}

const cell = {
  border: '1px solid currentColor',
  padding: '0.25rem 0.5rem',
  textAlign: 'start',
} as const;

function StateBox({ node, active }: { node: ChartNode; active: boolean }) {
  return (
    <g>
      <title>{node.description ?? node.label}</title>
      <rect
        x={node.x}
        y={node.y}
        width={box.width}
        height={box.height}
        rx={node.final ? 22 : 8}
        fill={active ? '#e3ecfd' : '#ffffff'}
        stroke={active ? accent : ink}
        strokeWidth={active ? 3 : node.final ? 2.5 : 1.25}
        strokeDasharray={node.compound ? '6 4' : undefined}
      />
      <text x={node.x + 10} y={node.y + 20} fontSize={13} fontWeight={600} fill={ink}>
        {clip(node.label, 26)}
      </text>
      <text x={node.x + 10} y={node.y + 37} fontSize={11} fill={muted}>
        {node.compound ? 'compound' : node.final ? 'final' : clip(node.description ?? '', 30)}
      </text>
    </g>
  );
}

function Arrow({ edge, from, to }: { edge: ChartEdge; from: ChartNode; to: ChartNode }) {
  const start = { x: from.x + box.width, y: from.y + box.height / 2 };
  const end = { x: to.x, y: to.y + box.height / 2 };
  const bend = Math.max(60, Math.abs(end.x - start.x) / 2);
  const path = `M ${start.x} ${start.y} C ${start.x + bend} ${start.y}, ${end.x - bend} ${end.y}, ${end.x} ${end.y}`;
  const middle = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
  const text = clip(edge.labels.join(', '), 34);
  return (
    <g>
      <title>{edge.labels.join('\n')}</title>
      <path
        d={path}
        fill="none"
        stroke={muted}
        strokeWidth={1.1}
        strokeDasharray={edge.initial ? '3 3' : undefined}
        markerEnd="url(#arrow)"
      />
      <rect
        x={middle.x - text.length * 3.1}
        y={middle.y - 9}
        width={text.length * 6.2}
        height={14}
        fill="#ffffff"
        opacity={0.9}
      />
      <text x={middle.x} y={middle.y + 2} fontSize={10.5} fill={ink} textAnchor="middle">
        {text}
      </text>
    </g>
  );
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;
