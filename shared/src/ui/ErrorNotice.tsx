import { Alert, CloseButton } from '@chakra-ui/react';

export interface ErrorNoticeProps {
  message: string;
  title?: string;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
}

/** A red, dismissible error notification placed in the page (not a toast), e.g. a failed login. */
export function ErrorNotice({ message, title, onDismiss }: ErrorNoticeProps) {
  return (
    <Alert.Root role="alert" status="error" variant="subtle" borderStartWidth="3px" borderStartColor="red.solid" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {onDismiss ? <CloseButton size="sm" aria-label="Dismiss error" onClick={onDismiss} alignSelf="center" /> : null}
    </Alert.Root>
  );
}
