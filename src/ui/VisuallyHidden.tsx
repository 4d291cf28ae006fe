import styled from '@emotion/styled';

/** Text for screen readers only, such as the word before a bare address or an icon's name. */
export const VisuallyHidden = styled.span({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
