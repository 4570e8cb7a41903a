// A review's text, collapsed to 80 px (001 §2 "collapsible text; default collapsed height 80")
// with a control to expand it, shown only when the text is taller than that. The text is the
// server's sanitised rich text.
import { Box, Button } from '@mui/material';
import { type MouseEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

const COLLAPSED_PX = 80;

export function CollapsibleText({ html, id }: { html: string; id: string }) {
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setTall(element.scrollHeight > COLLAPSED_PX + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // The row's click opens the review's form; this one only opens the text.
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(!open);
  };
  return (
    <Box>
      <Box
        id={id}
        ref={box}
        data-testid="review-text"
        sx={{ maxHeight: open ? 'none' : COLLAPSED_PX, overflow: 'hidden', '& p': { my: 0.5 }, wordBreak: 'break-word' }}
        // Sanitised by the server's allow-list (common/richText.ts) before it was stored.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the stored text is sanitised HTML
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {(tall || open) && (
        <Button size="small" aria-expanded={open} aria-controls={id} onClick={toggle} sx={{ px: 0 }}>
          {translate(open ? 'app.reviews.less' : 'app.reviews.more')}
        </Button>
      )}
    </Box>
  );
}
