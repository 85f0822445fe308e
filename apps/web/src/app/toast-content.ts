import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/** notistack's toasts with colours that keep white text at 4.5:1 or more (its own green and orange do not). */
export const TOAST_COLOURS = { success: '#2e7d32', error: '#c62828', warning: '#b45309', info: '#0277bd' };

export const ToastContent = styled(MaterialDesignContent)(
  Object.fromEntries(
    Object.entries(TOAST_COLOURS).map(([variant, colour]) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor: colour },
    ]),
  ),
);

export const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};
