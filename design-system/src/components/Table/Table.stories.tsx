import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Table, type RowKey, type TableColumn } from './Table';
import { Avatar } from '../Avatar';
import { useLocale } from '../../i18n/LocaleProvider';
import { portrait } from '../../testing/fixtures';
import { storyText } from '../../testing/storyText';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { longChineseName, longEnglishName } from '../../testing/fixtures/longText';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

interface Registration {
  id: number;
  username: string;
  born: number;
  country: string;
  credits: number;
}

const registrations: Registration[] = [
  { id: 101, username: 'mei_lin', born: 1999, country: 'TW', credits: 120 },
  { id: 102, username: 'kenji', born: 1992, country: 'JP', credits: 0 },
  { id: 103, username: 'sora', born: 1985, country: 'SG', credits: 45.5 },
];

function useColumns(): Array<TableColumn<Registration>> {
  const { t } = useLocale();
  return [
    {
      id: 'member',
      header: t('field.username'),
      cell: (row) => (
        <>
          <Avatar src={portrait(row.username)} name={row.username} size="xs" /> {row.username}
        </>
      ),
    },
    { id: 'born', header: t('birthday.year'), cell: (row) => row.born, align: 'end' },
    { id: 'country', header: t('field.country'), cell: (row) => t(`country.${row.country}` as 'country.TW') },
    {
      id: 'credits',
      header: t('profile.balance'),
      cell: (row) => t('common.credits', { count: row.credits }),
      align: 'end',
    },
  ];
}

const meta = {
  title: 'Components/Table',
  component: Table,
  // An empty caption shows the translated one; typing in the control replaces it.
  args: { caption: '', columns: [], rows: [], rowKey: () => 0 },
  argTypes: {
    caption: { control: 'text' },
    density: {
      control: 'select',
      options: ['comfortable', 'compact'],
      labels: { comfortable: 'comfortable (default)', compact: 'compact (dense lists)' },
    },
    empty: { control: false },
    rowKey: { control: false },
    rowLabel: { control: false },
    onSelectionChange: { control: false },
    onRowClick: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A data table for the staff console: typed columns, optional row checkboxes for bulk actions, rows that open a detail.',
      },
    },
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain rows with a visible caption. */
export const Default: Story = {
  args: { showCaption: true },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Table<Registration>
        caption={args.caption || t('nav.member')}
        showCaption={args.showCaption}
        density={args.density}
        columns={useColumns()}
        rows={registrations}
        rowKey={(row) => row.id}
      />
    );
  },
};

/** Rows with checkboxes for bulk actions; the header box selects all. */
export const Selectable: Story = {
  render: function Render() {
    const { t } = useLocale();
    const [selected, setSelected] = useState<RowKey[]>([102]);
    return (
      <Table<Registration>
        caption={t('nav.member')}
        columns={useColumns()}
        rows={registrations}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.username}
        selected={selected}
        onSelectionChange={setSelected}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('table.selectAll') }));
    await expect(canvas.getByRole('checkbox', { name: t('table.selectRow', { name: 'mei_lin' }) })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('table.selectRow', { name: 'sora' }) }));
    await expect(canvas.getByRole('checkbox', { name: t('table.selectAll') })).not.toBeChecked();
  },
};

/** Rows open a detail: click or Enter. */
export const ClickableRows: Story = {
  args: { onRowClick: fn() },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Table<Registration>
        caption={t('nav.member')}
        columns={useColumns()}
        rows={registrations}
        rowKey={(row) => row.id}
        density="compact"
        onRowClick={args.onRowClick as (row: Registration) => void}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('cell', { name: '1992' }));
    await expect(args.onRowClick).toHaveBeenCalledWith(registrations[1]);
  },
};

/** No rows: the empty text spans the table. */
export const Empty: Story = {
  render: function Render() {
    const { t } = useLocale();
    return <Table<Registration> caption={t('nav.member')} columns={useColumns()} rows={[]} rowKey={(row) => row.id} />;
  },
};

const longRegistrations: Registration[] = [
  { id: 201, username: longChineseName, born: 1994, country: 'TW', credits: 1250 },
  { id: 202, username: longEnglishName, born: 1989, country: 'US', credits: 99999.5 },
];

/** Long Chinese and English names in a narrow frame: the table scrolls sideways instead of squeezing. */
export const LongNames: Story = {
  render: function Render() {
    const { t } = useLocale();
    return (
      <div style={{ maxWidth: 340 }}>
        <Table<Registration>
          caption={t('nav.member')}
          columns={useColumns()}
          rows={longRegistrations}
          rowKey={(row) => row.id}
        />
      </div>
    );
  },
};

/** The pointer over a clickable row and keyboard focus on another (pseudo-states). */
export const RowHoverAndFocus: Story = {
  args: { onRowClick: fn() },
  parameters: { pseudo: { hover: ['tbody tr:nth-child(1)'], focusVisible: ['tbody tr:nth-child(2)'] } },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Table<Registration>
        caption={t('nav.member')}
        columns={useColumns()}
        rows={registrations}
        rowKey={(row) => row.id}
        onRowClick={args.onRowClick as (row: Registration) => void}
      />
    );
  },
};

const kinds = ['plain', 'selectable', 'clickable', 'empty'] as const;
const densities = ['comfortable', 'compact'] as const;

/** Every kind × density in one grid. */
export const AllVariants: Story = {
  parameters: allVariantsParameters,
  render: function Render() {
    const { t } = useLocale();
    const columns = useColumns();
    return (
      <VariantGrid
        caption="Table: kind × density"
        rows={kinds}
        columns={densities}
        render={(kind, density) => (
          <Table<Registration>
            caption={`${t('nav.member')} · ${kind} · ${density}`}
            columns={columns}
            rows={kind === 'empty' ? [] : registrations.slice(0, 2)}
            rowKey={(row) => row.id}
            rowLabel={(row) => row.username}
            density={density}
            selected={kind === 'selectable' ? [101] : undefined}
            onSelectionChange={kind === 'selectable' ? () => undefined : undefined}
            onRowClick={kind === 'clickable' ? () => undefined : undefined}
          />
        )}
      />
    );
  },
};

const balances = [
  { id: 1, name: 'mei_lin', credits: 120 },
  { id: 2, name: 'kenji', credits: 5 },
];

/** The members' balances, the credits column aligned as `align` says. */
function Balances({ align }: { align?: 'end' }) {
  const { t } = useLocale();
  const text = useExampleText();
  return (
    <Table
      caption={t('nav.member')}
      rows={balances}
      rowKey={(row) => row.id}
      columns={[
        { id: 'name', header: t('field.username'), cell: (row) => row.name },
        {
          id: 'credits',
          header: text({ zhtw: '點數', zhcn: '点数', en: 'Credits' }),
          cell: (row) => row.credits,
          align,
        },
      ]}
    />
  );
}

/** Do: numbers aligned to the end, so they compare at a glance. */
export const DoNumbersToTheEnd: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: () => <Balances align="end" />,
};

/** Don't: numbers aligned to the start; 120 and 5 look alike. */
export const DontNumbersToTheStart: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: () => <Balances />,
};
