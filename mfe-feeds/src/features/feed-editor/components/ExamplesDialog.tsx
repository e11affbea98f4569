import { Box, Button, Code, CloseButton, Dialog, Portal, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { COMBINATIONS, OPERATORS } from '../query-examples';

/** 'See examples': the operators of the query language and worked combinations. */
export function ExamplesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Keyword examples</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Tabs.Root defaultValue="operators" variant="line" colorPalette="brand">
                <Tabs.List>
                  <Tabs.Trigger value="operators">Operators Manual</Tabs.Trigger>
                  <Tabs.Trigger value="combinations">Combination Examples</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="operators">
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Operator</Table.ColumnHeader>
                        <Table.ColumnHeader>What it does</Table.ColumnHeader>
                        <Table.ColumnHeader>Example</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {OPERATORS.map((o) => (
                        <Table.Row key={o.operator}>
                          <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
                            {o.operator}
                          </Table.Cell>
                          <Table.Cell>{o.meaning}</Table.Cell>
                          <Table.Cell>
                            <Code>{o.example}</Code>
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Tabs.Content>
                <Tabs.Content value="combinations">
                  <Stack gap="4">
                    {COMBINATIONS.map((c) => (
                      <Box key={c.title}>
                        <Text fontWeight="semibold">{c.title}</Text>
                        <Code display="block" whiteSpace="pre-wrap" p="2" my="1">
                          {c.query}
                        </Code>
                        <Text fontSize="sm" color="fg.muted">
                          {c.explanation}
                        </Text>
                      </Box>
                    ))}
                  </Stack>
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close examples" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
