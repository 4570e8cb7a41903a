// Raises the 'form.error' alert for a form outside the engine's modal (see useNotifyInvalidForm).
import { useNotifyInvalidForm } from './useNotifyInvalidForm';

export function NotifyInvalidForm() {
  useNotifyInvalidForm();
  return null;
}
