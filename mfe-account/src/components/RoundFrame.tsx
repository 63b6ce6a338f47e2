import styled from 'styled-components';

/** The 150 px round frame a profile picture shows in, on the profile and in its chooser. */
export const RoundFrame = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 150px;
  height: 150px;
  overflow: hidden;
  border-radius: 50%;
`;
