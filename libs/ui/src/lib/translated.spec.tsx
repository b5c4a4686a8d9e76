import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRM, EMPTY, FAILURE, registerMessages, SUCCESS, VALIDATION } from '@chowk/contracts';
import { setLanguage } from '@chowk/session';
import { ErrorBox, NotFoundPage, Spinner, TextField } from './components';
import { DataTable, type Column } from './data-table';
import { ConfirmDialog } from './dialog';
import { OpenStateBadge } from './open-state-badge';
import { OrderStatusBadge } from './order-status-badge';
import { toast } from './toast';
import { Toaster } from './toaster';

// The contracts texts these screens show, as the contracts catalogues would give them.
registerMessages('hi', {
  [VALIDATION.required]: 'यह जानकारी ज़रूरी है',
  [SUCCESS.categoryCreated]: 'कैटेगरी बन गई!',
  [EMPTY.notFoundPage]: '404 - पेज नहीं मिला',
  [CONFIRM.deleteCategory]: 'क्या आप सच में यह कैटेगरी हटाना चाहते हैं?',
  [FAILURE.loadCategories]: 'कैटेगरी लोड नहीं हो सकीं',
  Ready: 'तैयार',
});
registerMessages('ta', {
  [VALIDATION.required]: 'இந்தப் புலம் தேவை',
  [SUCCESS.categoryCreated]: 'வகை உருவாக்கப்பட்டது!',
  [EMPTY.notFoundPage]: '404 - பக்கம் கிடைக்கவில்லை',
  Ready: 'தயார்',
});

const WAIT = { timeout: 5000 };

interface Fruit {
  id: string;
  name: string;
}
const COLUMNS: ReadonlyArray<Column<Fruit>> = [{ header: 'नाम', cell: (f) => f.name }];

function Table({ rows }: { rows: Fruit[] }) {
  return (
    <DataTable
      caption="Fruits"
      columns={COLUMNS}
      rows={rows}
      rowKey={(f) => f.id}
      loading={false}
      emptyText={EMPTY.notFoundPage}
      actions={{ label: (f) => f.name, onEdit: () => undefined, onDelete: () => undefined }}
    />
  );
}

describe('the kit in Hindi and Tamil', () => {
  afterEach(() => {
    act(() => toast.clear());
    return act(() => setLanguage('en'));
  });

  it('Hindi: the confirm dialog, its close button, an error box and the table with its row menu', async () => {
    act(() => setLanguage('hi'));
    const user = userEvent.setup();
    render(
      <>
        <Table rows={[{ id: 'm', name: 'Mango' }]} />
        <ErrorBox onRetry={() => undefined}>{FAILURE.loadCategories}</ErrorBox>
        <ConfirmDialog
          open
          title="हटाएँ?"
          message={CONFIRM.deleteCategory}
          onConfirm={() => undefined}
          onCancel={() => undefined}
        />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'हटाएँ?' });
    expect(await within(dialog).findByText('क्या आप सच में यह कैटेगरी हटाना चाहते हैं?', undefined, WAIT)).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('क्या आप सच में यह कैटेगरी हटाना चाहते हैं?');
    expect(screen.getByText('कैटेगरी लोड नहीं हो सकीं')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'फिर कोशिश करें' }, WAIT)).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'बंद करें' }, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'कार्रवाई' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mango के विकल्प' }));
    expect(screen.getByRole('menuitem', { name: 'बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'हटाएँ' })).toBeInTheDocument();
  });

  it('Tamil: an empty table says its contracts text, the 404 page, the spinner and the badges', async () => {
    act(() => setLanguage('ta'));
    render(
      <>
        <Table rows={[]} />
        <NotFoundPage />
        <Spinner />
        <OpenStateBadge state="paused" />
        <OrderStatusBadge status="ready" />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'முகப்புக்குச் செல்' }, WAIT)).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: '404 - பக்கம் கிடைக்கவில்லை' })).toBeInTheDocument();
    expect(screen.getByText('நீங்கள் தேடும் பக்கம் இல்லை.')).toBeInTheDocument();
    expect(screen.getAllByText('404 - பக்கம் கிடைக்கவில்லை')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('ஏற்றுகிறது…');
    expect(screen.getByText('இடைநிறுத்தம்')).toHaveAttribute('data-state', 'paused');
    expect(screen.getByText('தயார்')).toHaveAttribute('data-status', 'ready');
  });

  it('a field shows a contracts message translated, and an already translated one as it is', async () => {
    act(() => setLanguage('hi'));
    render(
      <>
        <TextField label="नाम" error={VALIDATION.required} />
        <TextField label="ईमेल" error="सही ईमेल लिखें" />
      </>,
    );
    expect(await screen.findByText('यह जानकारी ज़रूरी है', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText('नाम')).toHaveAccessibleDescription('यह जानकारी ज़रूरी है');
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('सही ईमेल लिखें');
  });

  it('the toaster shows a contracts text in the chosen language, and switches with it', async () => {
    render(<Toaster />);
    act(() => void toast.success(SUCCESS.categoryCreated));
    expect(screen.getByText(SUCCESS.categoryCreated)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    act(() => setLanguage('ta'));
    expect(await screen.findByText('வகை உருவாக்கப்பட்டது!', undefined, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'மூடு' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'அறிவிப்புகள்' })).toBeInTheDocument();
  });
});
