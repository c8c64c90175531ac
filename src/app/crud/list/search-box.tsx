// antd's `Input` from its index brings TextArea, Password, Search and OTP, which it hangs on it.
import Input from 'antd/es/input/Input';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

interface SearchBoxProps {
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
}

/** The list's full-text search (`q`), sent after the typing pauses. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const sent = useRef(value ?? '');

  useEffect(() => {
    setText(value ?? '');
    sent.current = value ?? '';
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      latest.current(text.trim() || undefined);
    }, 350);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Input
      type="search"
      allowClear
      aria-label={t('crud.list.search')}
      placeholder={t('crud.list.search')}
      prefix={<Search size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.target.value)}
      style={{ width: 260, maxWidth: '100%' }}
    />
  );
}
