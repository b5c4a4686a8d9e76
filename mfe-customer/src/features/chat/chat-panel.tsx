import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CHAT_SCRIPT, CUSTOMER_LIMITS } from '@chowk/contracts';
import { Button, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';

export interface ChatMessage {
  id: number;
  from: 'shop' | 'you';
  text: string;
}

/**
 * The chat panel (docs/product.md §4): 1 s after it first opens, the shop's welcome; each message of the
 * customer gets the scripted reply 1.5 s later, with a typing indicator meanwhile. A scripted
 * stand-in until shops can chat, and it says so in its reply. A non-modal dialog: the page
 * stays usable; Escape or Close puts the focus back on the chat button.
 */
export default function ChatPanel({
  id,
  shopName,
  open,
  bottom,
  onClose,
}: {
  id: string;
  shopName: string;
  open: boolean;
  bottom: number;
  onClose: () => void;
}) {
  const { t } = useText();
  const tm = useMessage();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState(0);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const titleId = useId();
  const inputId = useId();

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  };
  const push = (from: ChatMessage['from'], text: string) =>
    setMessages((list) => [...list, { id: nextId.current++, from, text }]);

  // Mounted on the first open: the welcome follows a second later. Every timer ends with the panel.
  useEffect(() => {
    const pending = timers.current;
    later(CUSTOMER_LIMITS.chatWelcomeDelayMs, () => push('shop', CHAT_SCRIPT.welcome(shopName)));
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the first open
  }, []);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const send = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    push('you', text);
    setDraft('');
    setTyping((n) => n + 1);
    later(CUSTOMER_LIMITS.chatReplyDelayMs, () => {
      push('shop', CHAT_SCRIPT.reply);
      setTyping((n) => n - 1);
    });
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      className="card"
      style={{
        position: 'fixed',
        right: 12,
        bottom,
        zIndex: 31,
        width: 'min(360px, calc(100vw - 24px))',
        maxHeight: '60vh',
        display: open ? 'flex' : 'none',
        flexDirection: 'column',
        gap: 8,
        boxShadow: 'var(--shadow)',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h2 id={titleId} style={{ fontSize: '1.05rem', margin: 0 }}>
          {t('chat.title', { name: shopName })}
        </h2>
        <button type="button" className="dialog-close" aria-label={t('chat.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {/* The log is announced as messages arrive (role log: polite); the list inside gives them their count. */}
      <div role="log" aria-label={t('chat.messages')} style={{ overflowY: 'auto', flex: 1 }}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {messages.map((m) => (
            <li
              key={m.id}
              style={{
                margin: '6px 0',
                padding: '8px 10px',
                borderRadius: 10,
                maxWidth: '85%',
                marginLeft: m.from === 'you' ? 'auto' : 0,
                background: m.from === 'you' ? 'var(--c-primary-soft)' : '#f3f4f6',
              }}
            >
              <span className="sr-only">{m.from === 'you' ? `${t('chat.you')} ` : `${shopName}: `}</span>
              {/* The shop's scripted lines are contracts texts; the customer's own words stay as typed. */}
              {m.from === 'shop' ? tm(m.text) : m.text}
            </li>
          ))}
        </ul>
      </div>
      <p role="status" style={{ margin: 0, minHeight: '1.5em', color: 'var(--c-muted)', fontSize: '0.9rem' }}>
        {typing > 0 ? t('chat.typing', { name: shopName }) : ''}
      </p>
      <form onSubmit={send} style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        <div className="field" style={{ flex: 1, margin: 0 }}>
          <label htmlFor={inputId} className="sr-only">
            {t('chat.message')}
          </label>
          <input
            ref={input}
            id={inputId}
            value={draft}
            maxLength={500}
            placeholder={t('chat.placeholder')}
            autoComplete="off"
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit">{t('chat.send')}</Button>
      </form>
    </section>
  );
}
