import { Box, Button, HStack, IconButton, Portal, Stack, Text, Tooltip, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import type { TrendingTopic } from 'shared/contract';
import { topicHiddenMessage, topicLabel, topicScore } from 'shared/rules';
import { KebabMenu, notifyError, notifySuccess } from 'shared/ui';
import { ListCard } from './ListCard';

export interface TrendingTopicsProps {
  data: TrendingTopic[] | null;
  onTopicClick(topic: TrendingTopic): void;
  /** Saves the topic as hidden at once (spec doc 3 §4); a rejection carries the message to show. */
  onHide(topic: TrendingTopic): Promise<void>;
  onManage(): void;
}

const ABOUT = 'The AI detected these topics and related words as contributing heavily to comment activity.';

const TopicButton = chakra('button');

function TopicsMenu({ onManage }: { onManage(): void }) {
  return (
    <KebabMenu
      label="Trending topic options"
      actions={[{ value: 'manage', label: 'Manage hidden topics' }]}
      onSelect={(value) => value === 'manage' && onManage()}
    />
  );
}

function AboutTopics() {
  return (
    <Tooltip.Root openDelay={100} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <IconButton size="sm" variant="ghost" aria-label={ABOUT}>
          ⓘ
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxWidth="xs">{ABOUT}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/**
 * Trending Topic (spec doc 3 §2, preset feed only): the ranked topics with doc_freq as a percentage. Hovering or
 * focusing a row offers 'Hide this topic', which saves at once and says so in a toast.
 */
export function TrendingTopics({ data, onTopicClick, onHide, onManage }: TrendingTopicsProps) {
  const [hiding, setHiding] = useState<string | null>(null);
  const topics = data ?? [];

  const hide = async (topic: TrendingTopic) => {
    setHiding(topic.word);
    try {
      await onHide(topic);
      notifySuccess(topicHiddenMessage(topic.word));
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setHiding(null);
    }
  };

  return (
    <ListCard
      testId="trending-topics"
      title="Trending Topic"
      loading={data === null}
      empty={topics.length === 0}
      actions={
        <>
          <AboutTopics />
          <TopicsMenu onManage={onManage} />
        </>
      }
    >
      <Stack as="ol" gap="1" listStyleType="none">
        {topics.map((topic, index) => {
          const label = topicLabel(topic);
          return (
            <Box
              as="li"
              key={topic.word}
              className="group"
              data-testid="topic-row"
              display="flex"
              alignItems="center"
              gap="3"
              px="2"
              py="1.5"
              rounded="md"
              _hover={{ bg: 'bg.muted' }}
              _focusWithin={{ bg: 'bg.muted' }}
            >
              <Text width="6" color="fg.muted" fontWeight="semibold">
                {index + 1}
              </Text>
              <TopicButton
                type="button"
                flex="1"
                minWidth="0"
                textAlign="start"
                cursor="pointer"
                fontWeight="medium"
                _hover={{ color: 'brand.fg' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
                onClick={() => onTopicClick(topic)}
              >
                <Text truncate>{label}</Text>
              </TopicButton>
              <HStack
                gap="2"
                opacity={hiding === topic.word ? 1 : 0}
                _groupHover={{ opacity: 1 }}
                _groupFocusWithin={{ opacity: 1 }}
              >
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Hide this topic: ${label}`}
                  aria-describedby={`hide-hint-${index}`}
                  loading={hiding === topic.word}
                  disabled={hiding !== null && hiding !== topic.word}
                  onClick={() => void hide(topic)}
                >
                  Hide this topic
                </Button>
                <Text id={`hide-hint-${index}`} fontSize="xs" color="fg.muted" hideBelow="lg">
                  See fewer topic like this
                </Text>
              </HStack>
              <Text fontWeight="semibold" minWidth="14" textAlign="end">
                {topicScore(topic.doc_freq)}
              </Text>
            </Box>
          );
        })}
      </Stack>
    </ListCard>
  );
}
