/**
 * The floor of the bench: the least a page of this site can load, a hello world of only the
 * runtime every page needs (React, the router with one route and a link, Emotion with one
 * styled component, SWR with one request). scripts/bench/floor.ts builds it with our Vite.
 */
import styled from '@emotion/styled';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import useSWR from 'swr';

const Greeting = styled.h1({ color: 'rebeccapurple' });

const fetchJson = (url: string) => fetch(url).then((response) => response.json() as unknown);

function Hello() {
  const { data } = useSWR('/api/hello', fetchJson);
  return (
    <main>
      <Greeting>Hello{data ? ', again' : ''}</Greeting>
      <Link to="/">Home</Link>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Hello />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
