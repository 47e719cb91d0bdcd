import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import LinkIcon from '@mui/icons-material/Link';
import ShortTextIcon from '@mui/icons-material/ShortText';
import { FAQ_CATEGORIES, TICKET_LIMITS, type FaqCategoryId } from '@vitrina/domain/help/help.rules';
import type { Faq } from '@vitrina/domain/help/help.schema';
import { SafeHtml } from '../../../components/safe-html';
import { useFaqMutations } from '../api/save-faq';
import { HELP_TEXT as T } from '../messages';

const E = T.faqAdmin;

/** What each toolbar button writes around the selected text (or the placeholder when none). */
const FORMATS = {
  bold: { open: '<strong>', close: '</strong>', label: E.bold, Icon: FormatBoldIcon },
  italic: { open: '<em>', close: '</em>', label: E.italic, Icon: FormatItalicIcon },
  paragraph: { open: '<p>', close: '</p>', label: E.paragraph, Icon: ShortTextIcon },
  list: { open: '<ul>\n  <li>', close: '</li>\n</ul>', label: E.list, Icon: FormatListBulletedIcon },
  link: { open: '<a href="https://">', close: '</a>', label: E.link, Icon: LinkIcon },
} as const;
type Format = keyof typeof FORMATS;

/**
 * Wraps the selection [start, end) of `text` in a format's tags; the new selection covers the
 * wrapped text (the placeholder when nothing was selected), so typing replaces it.
 */
export function wrapSelection(text: string, start: number, end: number, format: Format, placeholder: string) {
  const { open, close } = FORMATS[format];
  const inner = text.slice(start, end) || placeholder;
  const next = text.slice(0, start) + open + inner + close + text.slice(end);
  return { text: next, start: start + open.length, end: start + open.length + inner.length };
}

/**
 * The support team's question editor (FAQ management): category, question and the answer as HTML,
 * with buttons that write the usual tags and a live preview of what tenants will see — the same
 * sanitised rendering as the help centre (the server sanitises it again when it stores it).
 */
export function FaqEditor({ faq, onClose }: { faq: Partial<Faq> | null; onClose: () => void }) {
  const { create, update } = useFaqMutations();
  const [title, setTitle] = useState(faq?.title ?? '');
  const [content, setContent] = useState(faq?.content ?? '');
  const [category, setCategory] = useState<FaqCategoryId>(faq?.category_id ?? '1');
  const answer = useRef<HTMLTextAreaElement>(null);
  const busy = create.isPending || update.isPending;
  const save = () => {
    const body = { title: title.trim(), content, category_id: category };
    if (faq?.id) update.mutate({ id: faq.id, patch: body }, { onSuccess: onClose });
    else create.mutate({ ...body, published: true }, { onSuccess: onClose });
  };
  const apply = (format: Format) => {
    const el = answer.current;
    const start = el?.selectionStart ?? content.length;
    const end = el?.selectionEnd ?? content.length;
    const next = wrapSelection(content, start, end, format, E.placeholder);
    if (next.text.length > TICKET_LIMITS.faqContent) return;
    setContent(next.text);
    // after React wrote the new value: select the wrapped text so typing replaces it
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.start, next.end);
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="faq-editor-title">
      <DialogTitle id="faq-editor-title">{faq?.id ? E.edit : E.create}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField select label={E.category} value={category} onChange={(e) => setCategory(e.target.value as FaqCategoryId)}>
            {FAQ_CATEGORIES.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={E.title}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: TICKET_LIMITS.faqTitle } }}
          />
          <ToggleButtonGroup size="small" aria-label={E.toolbar}>
            {(Object.keys(FORMATS) as Format[]).map((f) => {
              const { label, Icon } = FORMATS[f];
              return (
                <Tooltip key={f} title={label}>
                  <ToggleButton value={f} aria-label={label} selected={false} onClick={() => apply(f)}>
                    <Icon fontSize="small" />
                  </ToggleButton>
                </Tooltip>
              );
            })}
          </ToggleButtonGroup>
          <TextField
            label={E.content}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            multiline
            minRows={6}
            inputRef={answer}
            helperText={`${content.length}/${TICKET_LIMITS.faqContent}`}
            slotProps={{ htmlInput: { maxLength: TICKET_LIMITS.faqContent } }}
          />
          <Box component="section" aria-labelledby="faq-editor-preview">
            <Typography id="faq-editor-preview" variant="subtitle2" component="h3" gutterBottom>
              {E.preview}
            </Typography>
            <Paper variant="outlined" sx={{ p: 2, minHeight: 64 }}>
              {content.trim() ? (
                <SafeHtml html={content} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {E.previewEmpty}
                </Typography>
              )}
            </Paper>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{E.cancel}</Button>
        <Button variant="contained" onClick={save} disabled={busy || !title.trim() || !content.trim()}>
          {E.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
