// A role's landing page until that role's own start screen exists: a greeting and the role's
// working sections as links (or a note that there are none yet).
import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink, Title, useTranslate } from 'react-admin';
import { type RoleName, userName } from '../auth/session';
import { useSession } from '../auth/useSession';
import { menuGroups, menuSources } from '../layout/menu';
import { useLang } from '../useLang';

export default function RoleStartPage({ role }: { role: RoleName }) {
  const translate = useTranslate();
  const lang = useLang();
  const { user } = useSession();
  const items = menuGroups(menuSources, [role])[0]?.items ?? [];
  const roleName = translate(`app.start.roles.${role}`);
  return (
    <Box sx={{ p: 3 }}>
      <Title title={roleName} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.start.greeting', { name: userName(user, lang) })}
      </Typography>
      {items.length === 0 ? (
        <Typography>{translate('app.start.empty', { role: roleName })}</Typography>
      ) : (
        <>
          <Typography>{translate('app.start.sections', { role: roleName })}</Typography>
          <List>
            {items.map((item) => (
              <ListItem key={item.name}>
                <Link component={RouterLink} to={item.to}>
                  {translate(`resources.${item.name}.name`, { smart_count: 2 })}
                </Link>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
