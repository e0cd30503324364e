import preview from '#.storybook/preview';
import type { ReactNode } from 'react';

import { Box } from '../components/Box/Box';
import { Column, Columns } from '../components/Columns/Columns';
import { Inline } from '../components/Inline/Inline';
import { Stack } from '../components/Stack/Stack';
import { Text } from '../components/Text/Text';

function Placeholder({ children }: { children: ReactNode }) {
  return (
    <Box background="surfaceMuted" padding="medium" borderRadius="medium">
      <Text size="small">{children}</Text>
    </Box>
  );
}

const meta = preview.meta({
  title: 'Layout/Stack, Inline and Columns',
  component: Stack,
  args: { space: 'medium' as const, children: null },
  parameters: {
    docs: {
      description: {
        component:
          'Layout components own all spacing: no component adds an outer margin. `space` takes a theme space or a value per breakpoint (`{ base: "small", md: "large" }`).',
      },
    },
  },
});

export const StackDefault = meta.story({
  render: (args) => (
    <Stack {...args}>
      <Placeholder>First</Placeholder>
      <Placeholder>Second</Placeholder>
      <Placeholder>Third</Placeholder>
    </Stack>
  ),
});

export const StackAsList = meta.story({
  render: () => (
    <Stack space="small" component="ul" aria-label="Recent receipts">
      <Placeholder>receipt-001.pdf</Placeholder>
      <Placeholder>receipt-002.png</Placeholder>
    </Stack>
  ),
});

export const ResponsiveSpace = meta.story({
  render: () => (
    <Stack space={{ base: 'xsmall', md: 'xlarge' }}>
      <Placeholder>xsmall below md, xlarge from 768 px</Placeholder>
      <Placeholder>Resize the viewport</Placeholder>
    </Stack>
  ),
});

export const InlineWrapping = meta.story({
  render: () => (
    <Inline space="small">
      {['Current Month', 'Last 7 days', 'Last 14 days', 'Last 30 days', 'Custom'].map((label) => (
        <Placeholder key={label}>{label}</Placeholder>
      ))}
    </Inline>
  ),
});

export const InlineCollapse = meta.story({
  render: () => (
    <Inline space="medium" collapseBelow="md" align="spaceBetween">
      <Placeholder>Search</Placeholder>
      <Placeholder>Filters</Placeholder>
      <Placeholder>Export</Placeholder>
    </Inline>
  ),
});

export const ColumnsFractions = meta.story({
  render: () => (
    <Stack space="medium">
      <Columns space="medium">
        <Column width="1/3">
          <Placeholder>1/3</Placeholder>
        </Column>
        <Column>
          <Placeholder>fluid</Placeholder>
        </Column>
      </Columns>
      <Columns space="medium">
        <Column width="content">
          <Placeholder>content</Placeholder>
        </Column>
        <Column width="1/2">
          <Placeholder>1/2</Placeholder>
        </Column>
        <Column>
          <Placeholder>fluid</Placeholder>
        </Column>
      </Columns>
    </Stack>
  ),
});

export const ColumnsCollapseBelowLg = meta.story({
  render: () => (
    <Columns space={{ base: 'small', lg: 'xlarge' }} collapseBelow="lg">
      <Column width="2/3">
        <Placeholder>Table (2/3)</Placeholder>
      </Column>
      <Column>
        <Placeholder>Summary</Placeholder>
      </Column>
    </Columns>
  ),
});

export const BoxSurfaces = meta.story({
  render: () => (
    <Inline space="medium">
      <Box background="surface" padding="large" borderRadius="large" boxShadow="medium">
        <Text>surface</Text>
      </Box>
      <Box background="infoSoft" padding="large" borderRadius="large">
        <Text>infoSoft</Text>
      </Box>
      <Box background="positiveSoft" padding={{ base: 'small', md: 'xlarge' }} borderRadius="large">
        <Text>responsive padding</Text>
      </Box>
    </Inline>
  ),
});
