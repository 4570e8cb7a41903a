import type { Catalog } from '../catalog';
import type { app as ru } from '../ru/app';

export const app = {
  app: {
    brand: 'Clinic directory',
    brandSubtitle: 'Administration',
    language: 'Interface language',
    languages: { ru: 'Русский', en: 'English' },
    menu: {
      groups: {
        ADMIN: 'Service administration',
        MANAGER: 'Requests',
        REDACTOR: 'Site editing',
      },
    },
    user: { menu: 'Profile', logout: 'Log out' },
    auth: {
      loginButton: 'Login',
      login: {
        title: 'Sign in',
        email: 'E-mail',
        password: 'Password',
        submit: 'Sign in',
        forgot: 'Forgot your password?',
        wrong: 'Wrong login/password',
      },
      forgot: {
        title: 'Password recovery',
        hint: 'Enter the e-mail you sign in with, and we will send you a link to create a new password.',
        email: 'E-mail',
        submit: 'Send the link',
        sent: 'If this address is registered, we have sent a password restore link to it. Please check your mail.',
        back: 'Back to sign in',
      },
      setPassword: {
        restoreTitle: 'Password recovery',
        confirmTitle: 'E-mail confirmation',
        account: 'Account: %{email}',
        password1: 'New password',
        password2: 'Repeat the password',
        submit: 'Save the password',
        success: 'Password successfully created',
        invalid: 'Confirmation link is not valid',
        continue: 'Continue',
        loading: 'Checking the link…',
      },
      logout: { progress: 'Signing out…' },
    },
    errors: {
      403: 'You have no access to this page.',
      404: 'There is no such page. Check the address or go back to the start page.',
      home: 'Start page',
    },
    chunk: {
      failed: 'The screen could not be loaded. Check your connection and reload the page.',
      timeout: 'The screen did not load within 2 minutes. Check your connection and reload the page.',
      reload: 'Reload the page',
    },
    start: {
      greeting: 'Hello, %{name}!',
      sections: 'Sections of the “%{role}” role:',
      empty: 'The “%{role}” role has no sections yet.',
      roles: {
        ADMIN: 'Service administrator',
        MANAGER: 'Lead manager',
        REDACTOR: 'Site redactor',
      },
    },
    footer: {
      terms: 'Terms of use',
      privacy: 'Privacy policy',
      email: 'E-mail: %{email}',
      phones: 'Phones: %{phones}',
      address: 'Head office: %{address}',
      copyright: '© 2017–2019 Clinic directory. All rights reserved.',
    },
    form: {
      add: 'Add',
      edit: 'Edit',
      cancel: 'Cancel',
      save: 'Save',
      createTitle: 'New: %{resource}',
      editTitle: 'Edit: %{resource}',
      editLanguage: 'Edit language',
      unsaved: {
        title: 'Unsaved changes',
        text: 'Data has been changed but not saved. Do you want to save changes?',
        discard: "Don't save",
        keep: 'Keep editing',
        save: 'Save',
      },
    },
    list: {
      empty: 'Nothing here yet',
      toggleFailed: 'The change could not be saved',
    },
  },
  resources: {
    cities: {
      name: 'City |||| Cities',
      fields: {
        slug: 'URL (slug)',
        name: 'Name',
        nameRU: 'Name (RU)',
        nameEN: 'Name (EN)',
        place: 'Place (Russian prepositional case)',
        region: 'Region',
        hubId: 'Hub',
        hubs: 'Hubs',
        priority: 'Priority',
      },
    },
    hubs: {
      name: 'Hub |||| Hubs',
      fields: {
        slug: 'URL (slug)',
        name: 'Name',
        nameRU: 'Name (RU)',
        nameEN: 'Name (EN)',
        seoRU: 'SEO text (RU)',
        seoEN: 'SEO text (EN)',
        priority: 'Priority',
      },
    },
  },
  regions: { placeholder: 'Choose a region' },
} as const satisfies Catalog<typeof ru>;
