import { alertPaths } from '@rdj/shared';
import type { ComponentType } from 'react';
import { AlertConfirmedPage, AlertSentPage, AlertUnsubscribedPage } from './alert-message-pages';
import { ConfirmAlertPage } from './confirm-alert-page';
import { ManageAlertPage } from './manage-alert-page';
import { NewAlertPage } from './new-alert-page';
import { UnsubscribeAlertPage } from './unsubscribe-alert-page';

/**
 * The alerts' pages by path, for the app's routes (docs/alerts.md). `/alerts` shows the sign-up form too: a refused
 * post to it is answered there, at that address, with the form again.
 */
export const alertPages: Record<string, ComponentType> = {
  [alertPaths.signup]: NewAlertPage,
  [alertPaths.new]: NewAlertPage,
  [alertPaths.sent]: AlertSentPage,
  [alertPaths.confirm]: ConfirmAlertPage,
  [alertPaths.confirmed]: AlertConfirmedPage,
  [alertPaths.manage]: ManageAlertPage,
  [alertPaths.unsubscribe]: UnsubscribeAlertPage,
  [alertPaths.unsubscribed]: AlertUnsubscribedPage,
};
