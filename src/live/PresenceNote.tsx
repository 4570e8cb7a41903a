// "Also here now: …" above an editor that someone else has open too (issue 16 point 3), with
// their avatars; a polite live region, so a screen reader hears who came and went.
import { Alert, Avatar, AvatarGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type PresenceKind, presencePage } from '../../common/live';
import { initials } from '../auth/session';
import { usePresence } from './LiveProvider';

export function PresenceNote({ kind, id }: { kind: PresenceKind; id: number | undefined }) {
  const translate = useTranslate();
  const people = usePresence(id ? presencePage(kind, id) : null);
  return (
    <div role="status">
      {people.length > 0 && (
        <Alert
          severity="info"
          icon={
            <AvatarGroup max={4} sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 12 } }}>
              {people.map((person) => (
                <Avatar key={person.id} alt="" src={person.avatar ?? undefined}>
                  {initials(person.name)}
                </Avatar>
              ))}
            </AvatarGroup>
          }
          sx={{ mb: 2, alignItems: 'center' }}
        >
          {translate('app.live.presence', { names: people.map((person) => person.name).join(', ') })}
        </Alert>
      )}
    </div>
  );
}
