// The texts of the messages the server sends, in the recipient's language.
import type { Mail } from './mailer';

type Lang = 'ru' | 'en';

const restore: Record<Lang, (link: string) => Omit<Mail, 'to'>> = {
  ru: (link) => ({
    subject: 'Восстановление пароля',
    text: `Здравствуйте!\n\nЧтобы задать новый пароль, откройте ссылку (она действует 24 часа и только один раз):\n${link}\n\nЕсли вы не запрашивали восстановление, просто удалите это письмо.`,
  }),
  en: (link) => ({
    subject: 'Password restore',
    text: `Hello!\n\nTo set a new password, open this link (valid for 24 hours, once):\n${link}\n\nIf you did not ask for it, just delete this message.`,
  }),
};

const confirm: Record<Lang, (link: string) => Omit<Mail, 'to'>> = {
  ru: (link) => ({
    subject: 'Подтверждение адреса и создание пароля',
    text: `Здравствуйте!\n\nДля вас создана учётная запись. Чтобы подтвердить адрес и задать пароль, откройте ссылку (она действует 7 дней):\n${link}`,
  }),
  en: (link) => ({
    subject: 'Confirm your address and create a password',
    text: `Hello!\n\nAn account has been created for you. To confirm this address and set a password, open this link (valid for 7 days):\n${link}`,
  }),
};

export const mailTemplates = { restore, confirm };
